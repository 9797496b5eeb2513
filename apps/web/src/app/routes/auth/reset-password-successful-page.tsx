import { copy } from '@intake/contracts/copy/shared';
import { messages } from '@intake/contracts/messages';
import { paths } from '@intake/contracts/pages';
import { NavButton } from '../../../components/layout/nav-button';
import { OutcomeScreen } from '../../../components/layout/outcome-screen';

export default function ResetPasswordSuccessfulPage() {
  return (
    <OutcomeScreen
      title={messages.resetLinkSent}
      text={messages.checkMailForReset}
      action={<NavButton to={paths.login}>{copy.backToLogIn}</NavButton>}
    />
  );
}
