import { messages } from '@intake/contracts/messages';
import { ErrorScreen } from '../../../components/layout/error-screen';

/** Where an e-mailed link we do not know (cut short, mistyped) or that has expired ends. */
export default function LinkErrorPage() {
  return <ErrorScreen text={messages.linkBroken} />;
}
