import { copy } from '@intake/contracts/copy/shared';
import { paths } from '@intake/contracts/pages';
import { OutcomeScreen } from '../../../components/layout/outcome-screen';
import { TextLink } from '../../../components/layout/text-link';

export default function NotFoundPage() {
  return (
    <OutcomeScreen
      title={copy.notFoundTitle}
      text={copy.notFoundText}
      action={<TextLink to={paths.apply}>{copy.becomeAnInnovator}</TextLink>}
    />
  );
}
