import { messages } from '@intake/contracts/messages';
import { ErrorScreen } from '../../../components/layout/error-screen';

/** Where a link ends that a newer e-mail replaced (a resent offer or invitation): the newest e-mail holds the live one. */
export default function LinkReplacedPage() {
  return <ErrorScreen title={messages.linkReplaced} withTryAgain={false} />;
}
