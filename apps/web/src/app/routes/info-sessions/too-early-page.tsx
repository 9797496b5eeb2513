import { messages } from '@intake/contracts/messages';
import { ErrorScreen } from '../../../components/layout/error-screen';

export default function TooEarlyPage() {
  return <ErrorScreen title={messages.arrivedTooEarly} withTryAgain={false} />;
}
