import { Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The body of a screen shown under the header. */
export function Screen({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" px="md" py="lg" component="main">
      {children}
    </Container>
  );
}

/** A screen that shows its title. */
export function ScreenHeading({ title }: { title: string }) {
  return (
    <Screen>
      <Title order={1}>{title}</Title>
    </Screen>
  );
}
