import { Title } from '@mantine/core';
import { copy } from '../../../lib/copy';

export function WelcomeGreeting({ firstName }: { firstName: string }) {
  return <Title order={1}>{copy.welcome(firstName)}</Title>;
}
