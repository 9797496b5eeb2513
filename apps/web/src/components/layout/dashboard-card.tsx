import { type MantineSpacing, Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A titled section of the applicant's dashboard, named by its title, padded for a 360 px phone. */
export function DashboardCard({
  title,
  gap = 'sm',
  children,
}: {
  title: ReactNode;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', xs: 'md' }} component="section" aria-labelledby={titleId}>
      <Stack gap={gap}>
        <Title order={2} id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
