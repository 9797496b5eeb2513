import { messages } from '@intake/contracts/messages';
import { ScreenHeading } from '../../../components/layout/screen-heading';

export default function EnrollmentSubmittedPage() {
  return <ScreenHeading title={messages.enrolmentDone} />;
}
