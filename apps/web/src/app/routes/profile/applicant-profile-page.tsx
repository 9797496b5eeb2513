import { ScreenHeading } from '../../../components/layout/screen-heading';
import { copy } from '../../../lib/copy';

export default function ApplicantProfilePage() {
  return <ScreenHeading title={copy.applicantProfile} />;
}
