import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageCard } from './page-card';

type OutcomeScreenProps = { title: string; text?: string; action?: ReactNode };

/** A static result page: a title, an optional sentence and an optional way on. */
export function OutcomeScreen({ title, text, action }: OutcomeScreenProps) {
  return (
    <PageCard title={title}>
      {text && <Text ta="center">{text}</Text>}
      {action}
    </PageCard>
  );
}
