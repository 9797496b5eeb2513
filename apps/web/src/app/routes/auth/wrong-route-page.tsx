import { paths } from '@intake/contracts/pages';
import { OutcomeScreen } from '../../../components/layout/outcome-screen';
import { TextLink } from '../../../components/layout/text-link';
import { copy } from '../../../lib/copy';

export default function WrongRoutePage() {
  return (
    <OutcomeScreen
      title={copy.staffOnlyTitle}
      text={copy.staffOnlyText}
      action={<TextLink to={paths.dashboard}>{copy.goToDashboard}</TextLink>}
    />
  );
}
