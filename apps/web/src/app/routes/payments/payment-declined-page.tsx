import { copy } from '@intake/contracts/copy/shared';
import { messages } from '@intake/contracts/messages';
import { paths } from '@intake/contracts/pages';
import { OutcomeScreen } from '../../../components/layout/outcome-screen';
import { TextLink } from '../../../components/layout/text-link';

export default function PaymentDeclinedPage() {
  return (
    <OutcomeScreen
      title={messages.paymentDeclined}
      action={<TextLink to={paths.dashboard}>{copy.backToDashboard}</TextLink>}
    />
  );
}
