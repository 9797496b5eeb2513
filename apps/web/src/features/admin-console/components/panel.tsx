import { Card, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One console panel: a card, named by its title for assistive technology. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card component="section" withBorder radius="md" padding="md" aria-labelledby={id} h="100%">
      <Stack gap="sm">
        <Title order={2} id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The same well-formedness the other forms ask for; the server checks again. */
export const isEmail = (value: string) => value.length <= 254 && EMAIL.test(value.trim());
