import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageCard } from './page-card';

type OutcomeScreenProps = { title: string; text?: string; action?: ReactNode; children?: ReactNode };

/** A result page: a title, an optional sentence, anything more the page must say, and a way on. */
export function OutcomeScreen({ title, text, action, children }: OutcomeScreenProps) {
  return (
    <PageCard title={title}>
      {text && <Text ta="center">{text}</Text>}
      {children}
      {action}
    </PageCard>
  );
}
