import { copy } from '@intake/contracts/copy/shared';
import { paths } from '@intake/contracts/pages';
import { NavButton } from '../../../components/layout/nav-button';
import { OutcomeScreen } from '../../../components/layout/outcome-screen';
import { UncountedAnswersNotice } from '../../../features/aptitude-test/components/uncounted-answers-notice';

export default function TestSuccessfulPage() {
  return (
    <OutcomeScreen
      title={copy.amazing}
      text={copy.testCompleted}
      action={<NavButton to={paths.dashboard}>{copy.dashboard}</NavButton>}
    >
      <UncountedAnswersNotice />
    </OutcomeScreen>
  );
}
