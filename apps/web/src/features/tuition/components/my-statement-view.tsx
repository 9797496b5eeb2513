import { statementCopy } from '@intake/contracts/copy/ledger';
import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-error';
import { useDownloadMyStatementMutation } from '../api/download-my-statement';
import { useMyStatementQuery } from '../api/get-my-statement';
import { StatementTables } from './statement-tables';

/** The dashboard's statement view (?view=statement): the learner's own ledger, and its PDF. */
export function MyStatementView({ onBack }: { onBack: () => void }) {
  const statement = useMyStatementQuery();
  const download = useDownloadMyStatementMutation();
  return (
    <Stack gap="md">
      <Title order={2}>{statementCopy.title}</Title>
      <Group gap="sm" wrap="wrap">
        <Button variant="default" onClick={onBack}>
          {statementCopy.backToDashboard}
        </Button>
        <Button
          variant="light"
          onClick={() => download.mutate()}
          loading={download.isPending}
          disabled={!statement.data}
        >
          {statementCopy.downloadPdf}
        </Button>
      </Group>
      {download.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(download.error)}
        </Alert>
      ) : null}
      {statement.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(statement.error)}
        </Alert>
      ) : statement.data ? (
        <StatementTables statement={statement.data} />
      ) : (
        <Loader aria-label={statementCopy.loading} />
      )}
    </Stack>
  );
}
