import { copy } from '@intake/contracts/copy/shared';
import { messages } from '@intake/contracts/messages';
import { paths } from '@intake/contracts/pages';
import { OutcomeScreen } from './outcome-screen';
import { TextLink } from './text-link';

type ErrorScreenProps = { title?: string; text?: string; withTryAgain?: boolean };

/** The spec's error pages: a sentence and, for most, a 'Try again' link to /login. */
export function ErrorScreen({ title = messages.errorOccurred, text, withTryAgain = true }: ErrorScreenProps) {
  return (
    <OutcomeScreen
      title={title}
      text={text}
      action={withTryAgain && <TextLink to={paths.login}>{copy.tryAgain}</TextLink>}
    />
  );
}
