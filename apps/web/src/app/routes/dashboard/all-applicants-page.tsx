import { ScreenHeading } from '../../../components/layout/screen-heading';
import { copy } from '../../../lib/copy';

export default function AllApplicantsPage() {
  return <ScreenHeading title={copy.applicantRecords} />;
}
