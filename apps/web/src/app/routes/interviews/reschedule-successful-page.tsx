import { ScreenHeading } from '../../../components/layout/screen-heading';
import { copy } from '../../../lib/copy';

export default function RescheduleSuccessfulPage() {
  return <ScreenHeading title={copy.rescheduleSuccessful} />;
}
