import { ScreenHeading } from '../../../components/layout/screen-heading';
import { copy } from '../../../lib/copy';

export default function EnrollPage() {
  return <ScreenHeading title={copy.enrollmentForm} />;
}
