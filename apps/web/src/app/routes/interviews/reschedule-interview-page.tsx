import { ScreenHeading } from '../../../components/layout/screen-heading';
import { copy } from '../../../lib/copy';

export default function RescheduleInterviewPage() {
  return <ScreenHeading title={copy.rescheduleInterview} />;
}
