import { messages } from '@intake/contracts/messages';
import { NavButton } from '../../../components/layout/nav-button';
import { OutcomeScreen } from '../../../components/layout/outcome-screen';
import { copy } from '../../../lib/copy';
import { paths } from '../../paths';

export default function ResetPasswordSuccessfulPage() {
  return (
    <OutcomeScreen
      title={messages.resetLinkSent}
      text={messages.checkMailForReset}
      action={<NavButton to={paths.login}>{copy.backToLogIn}</NavButton>}
    />
  );
}
