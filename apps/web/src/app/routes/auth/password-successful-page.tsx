import { copy } from '@intake/contracts/copy/shared';
import { paths } from '@intake/contracts/pages';
import { NavButton } from '../../../components/layout/nav-button';
import { OutcomeScreen } from '../../../components/layout/outcome-screen';

export default function PasswordSuccessfulPage() {
  return (
    <OutcomeScreen
      title={copy.almostThere}
      text={copy.passwordCreated}
      action={<NavButton to={paths.login}>{copy.logIn}</NavButton>}
    />
  );
}
