import { Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PageCardProps = { title: string; children?: ReactNode };

/** The centred card every form and outcome screen sits in; fits a 360 px phone without sideways scroll. */
export function PageCard({ title, children }: PageCardProps) {
  return (
    <Container size={480} px="sm" py="xl" component="main">
      <Paper withBorder radius="md" p={{ base: 'md', xs: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2" ta="center">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
