import { adminCopy } from '@intake/contracts/copy/admin-console';
import { Button, Group, NativeSelect, ScrollArea, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { focusableScroll } from '../../../lib/a11y';
import { errorMessage } from '../../../lib/api-error';
import { getHireRequests } from '../api/get-hire-requests';
import { getLaunchSubscribers } from '../api/get-launch-subscribers';
import { getPartnerApplications } from '../api/get-partner-applications';
import { downloadCsv } from '../csv-report';
import { ListState } from './list-state';
import { Panel } from './panel';

type Row = Record<string, string>;

/** What visitors sent from the public forms (docs/spec/portal-spec.md §2 "Company forms", "Stay updated"). */
const kinds = {
  partners: {
    label: adminCopy.partnerApplications,
    fileName: 'partner-applications.csv',
    load: getPartnerApplications,
    columns: ['createdAt', 'firstName', 'lastName', 'email', 'companyName', 'designation', 'message'],
  },
  hire: {
    label: adminCopy.hireRequests,
    fileName: 'hire-requests.csv',
    load: getHireRequests,
    columns: [
      'createdAt',
      'firstName',
      'lastName',
      'email',
      'companyName',
      'designation',
      'skillSet',
      'request',
    ],
  },
  subscribers: {
    label: adminCopy.launchSubscribers,
    fileName: 'stay-updated.csv',
    load: getLaunchSubscribers,
    columns: ['createdAt', 'firstName', 'lastName', 'email', 'companyName'],
  },
} as const satisfies Record<
  string,
  { label: string; fileName: string; load: (limit: number) => Promise<Row[]>; columns: readonly string[] }
>;
type Kind = keyof typeof kinds;

/** Rows shown on the console; the download takes the newest the API gives at once. */
const SHOWN = 20;
const DOWNLOADED = 1000;

export function CompanyRequestsPanel() {
  const [kind, setKind] = useState<Kind>('partners');
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const chosen = kinds[kind];
  const list = useQuery({
    queryKey: ['admin', 'company-requests', kind],
    queryFn: () => chosen.load(SHOWN) as Promise<Row[]>,
  });

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      const rows = (await chosen.load(DOWNLOADED)) as Row[];
      downloadCsv(
        [chosen.columns, ...rows.map((row) => chosen.columns.map((column) => row[column] ?? ''))],
        chosen.fileName,
      );
    } catch (failure) {
      setDownloadError(errorMessage(failure));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Panel title={adminCopy.companyRequestsTitle}>
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={adminCopy.show}
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value as Kind)}
          data={Object.entries(kinds).map(([value, { label }]) => ({ value, label }))}
        />
        <Button variant="light" onClick={() => void download()} loading={downloading} disabled={downloading}>
          {adminCopy.downloadCsv}
        </Button>
      </Group>
      {downloadError && (
        <Text role="alert" c="red.8" size="sm">
          {downloadError}
        </Text>
      )}
      <ListState query={list} emptyText={adminCopy.noEntries}>
        {(rows) => (
          <ScrollArea type="auto" {...focusableScroll}>
            <Table striped fz="xs" aria-label={chosen.label}>
              <Table.Thead>
                <Table.Tr>
                  {chosen.columns.map((column) => (
                    <Table.Th key={column}>
                      {adminCopy.requestColumns[column as keyof typeof adminCopy.requestColumns]}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    {chosen.columns.map((column) => (
                      <Table.Td key={column}>{row[column]}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </ListState>
    </Panel>
  );
}
