import { copy } from '@intake/contracts/copy/shared';
import { paths } from '@intake/contracts/pages';
import { OutcomeScreen } from '../../../components/layout/outcome-screen';
import { TextLink } from '../../../components/layout/text-link';

export default function WrongRoutePage() {
  return (
    <OutcomeScreen
      title={copy.staffOnlyTitle}
      text={copy.staffOnlyText}
      action={<TextLink to={paths.dashboard}>{copy.goToDashboard}</TextLink>}
    />
  );
}
