import { funnelCopy } from '@intake/contracts/copy/funnel';
import { funnelCohortOf, funnelPath } from '@intake/contracts/pages';
import { Alert, Button, Container, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
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
        <Title order={1}>{funnelCopy.title}</Title>
        <Group align="end" gap="sm" wrap="wrap">
          <NativeSelect
            label={funnelCopy.cohort}
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
            {funnelCopy.downloadXlsx}
          </Button>
          <Button
            variant="default"
            onClick={() => save('csv')}
            disabled={!funnel.data}
            loading={download.isPending && download.variables?.format === 'csv'}
          >
            {funnelCopy.downloadCsv}
          </Button>
        </Group>
        {download.isError ? (
          <Alert color="red" role="alert">
            {funnelCopy.downloadFailed}
          </Alert>
        ) : null}
        {cohorts.isError || funnel.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(funnel.error ?? cohorts.error)}
          </Alert>
        ) : cohorts.data?.length === 0 ? (
          <Text>{funnelCopy.noCohort}</Text>
        ) : funnel.data ? (
          <FunnelFigures funnel={funnel.data} />
        ) : (
          <Loader aria-label={funnelCopy.loading} />
        )}
      </Stack>
    </Container>
  );
}
