import { Grid, Paper, Skeleton, Stack } from '@mantine/core';
import { Screen } from '../../../components/layout/screen-heading';
import { DashboardStepsOutline } from './dashboard-steps-list';

/**
 * The dashboard as its HTML shows it before the app runs (scripts/prerender-web.mjs): the layout
 * and every applicant's steps, with placeholders where the applicant's own name and labels go.
 */
export function DashboardSkeleton() {
  return (
    <Screen>
      <Stack gap="md" aria-busy>
        <Skeleton h={34} w={220} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <DashboardStepsOutline />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Paper withBorder radius="md" p="md" component="aside">
              <Stack gap="sm">
                <Skeleton h={96} circle mx="auto" />
                <Skeleton h={36} />
                <Skeleton h={36} />
                <Skeleton h={36} />
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
    </Screen>
  );
}
