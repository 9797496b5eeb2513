import { copy } from '@intake/contracts/copy/shared';
import { Title } from '@mantine/core';

export function WelcomeGreeting({ firstName }: { firstName: string }) {
  return <Title order={1}>{copy.welcome(firstName)}</Title>;
}
