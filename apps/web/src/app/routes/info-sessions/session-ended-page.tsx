import { messages } from '@intake/contracts/messages';
import { ErrorScreen } from '../../../components/layout/error-screen';

export default function SessionEndedPage() {
  return <ErrorScreen title={messages.infoSessionEnded} />;
}
