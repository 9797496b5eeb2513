import { funnelCohortOf, funnelPath } from '@intake/contracts/pages';
import { Alert, Button, Container, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { type FunnelFileFormat, useDownloadFunnelMutation } from '../api/download-funnel';
import { useCohortsQuery } from '../api/get-cohorts';
import { useFunnelQuery } from '../api/get-funnel';
import { funnelFileName } from '../format';
import { FunnelFigures } from './funnel-figures';

/** /dashboard/funnel: one cohort's funnel (the current cohort unless the address names another). */
export function FunnelScreen() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const cohorts = useCohortsQuery();
  const named = funnelCohortOf(search);
  const cohortId = named ?? cohorts.data?.find((cohort) => cohort.isCurrent)?.id ?? cohorts.data?.[0]?.id;
  const funnel = useFunnelQuery(cohortId);
  const download = useDownloadFunnelMutation();
  const save = (format: FunnelFileFormat) => {
    if (!funnel.data) return;
    download.mutate({
      cohortId: funnel.data.cohortId,
      format,
      fileName: funnelFileName(funnel.data.cohortName),
    });
  };

  return (
    <Container size="lg" px="md" py="lg">
      <Stack gap="md">
        <Title order={1}>Intake funnel</Title>
        <Group align="end" gap="sm" wrap="wrap">
          <NativeSelect
            label="Cohort"
            w={{ base: '100%', xs: 280 }}
            data={(cohorts.data ?? []).map((cohort) => ({ value: cohort.id, label: cohort.name }))}
            value={cohortId ?? ''}
            onChange={(event) => void navigate(funnelPath(event.currentTarget.value))}
            disabled={!cohorts.data}
          />
          <Button
            variant="default"
            onClick={() => save('xlsx')}
            disabled={!funnel.data}
            loading={download.isPending && download.variables?.format === 'xlsx'}
          >
            Download .xlsx
          </Button>
          <Button
            variant="default"
            onClick={() => save('csv')}
            disabled={!funnel.data}
            loading={download.isPending && download.variables?.format === 'csv'}
          >
            Download CSV
          </Button>
        </Group>
        {download.isError ? (
          <Alert color="red" role="alert">
            The file could not be made. Please try again.
          </Alert>
        ) : null}
        {cohorts.isError || funnel.isError ? (
          <Alert color="red" role="alert">
            {(funnel.error ?? cohorts.error)?.message ?? 'The funnel could not be loaded.'}
          </Alert>
        ) : cohorts.data?.length === 0 ? (
          <Text>There is no cohort yet: start one in the admin console.</Text>
        ) : funnel.data ? (
          <FunnelFigures funnel={funnel.data} />
        ) : (
          <Loader aria-label="Loading the funnel" />
        )}
      </Stack>
    </Container>
  );
}
