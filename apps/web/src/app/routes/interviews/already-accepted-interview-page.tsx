import { messages } from '@intake/contracts/messages';
import { ErrorScreen } from '../../../components/layout/error-screen';

export default function AlreadyAcceptedInterviewPage() {
  return <ErrorScreen title={messages.alreadyAcceptedInterview} withTryAgain={false} />;
}
