import { adminCopy } from '@intake/contracts/copy/admin-console';
import { CSV_COLUMNS, type CsvImportReport } from '@intake/contracts/csv-import';
import { messages } from '@intake/contracts/messages';
import { Badge, Button, FileInput, Group, Progress, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { focusableScroll } from '../../../lib/a11y';
import { useRegisterApplicantsViaCsvMutation } from '../api/register-applicants-via-csv';
import { countCsvRows, downloadReportCsv, refuseFile } from '../csv-report';
import { useAdminToasts } from '../toasts';
import { Panel } from './panel';

function ProgressRow({
  label,
  value,
  text,
  active,
}: {
  label: string;
  value: number;
  text: string;
  active: boolean;
}) {
  return (
    <Stack gap="xxs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {text}
        </Text>
      </Group>
      <Progress.Root size="lg">
        <Progress.Section value={value} aria-label={label} striped={active} animated={active} />
      </Progress.Root>
    </Stack>
  );
}

function ReportView({ report }: { report: CsvImportReport }) {
  return (
    <Stack gap="xs" aria-label={adminCopy.report} role="group">
      <Text fw={600}>{adminCopy.report}</Text>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
        {(
          [
            [adminCopy.rows, report.rows, 'gray'],
            [adminCopy.added, report.added, 'teal'],
            [adminCopy.skipped, report.skipped, 'yellow'],
            [adminCopy.rejected, report.rejected, 'red'],
          ] as const
        ).map(([label, count, color]) => (
          <Badge key={label} color={color} variant="light" size="lg" fullWidth>
            {label}: {count}
          </Badge>
        ))}
      </SimpleGrid>
      {report.problems.length === 0 ? (
        <Text size="sm">{adminCopy.noProblems}</Text>
      ) : (
        <Table.ScrollContainer minWidth={420} maxHeight={320} scrollAreaProps={focusableScroll}>
          <Table striped stickyHeader fz="sm" aria-label={adminCopy.report}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{adminCopy.line}</Table.Th>
                <Table.Th>{adminCopy.email}</Table.Th>
                <Table.Th>{adminCopy.outcome}</Table.Th>
                <Table.Th>{adminCopy.reason}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.problems.map((problem) => (
                <Table.Tr key={`${problem.line}-${problem.outcome}`}>
                  <Table.Td>{problem.line}</Table.Td>
                  <Table.Td>{problem.email ?? '—'}</Table.Td>
                  <Table.Td>
                    {problem.outcome === 'skipped' ? adminCopy.skipped : adminCopy.rejected}
                  </Table.Td>
                  <Table.Td>{problem.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {report.problemsTruncated ? (
        <Text size="xs" c="dimmed">
          {adminCopy.problemsTruncated}
        </Text>
      ) : null}
      <Button type="button" variant="light" onClick={() => downloadReportCsv(report)}>
        {adminCopy.downloadReport}
      </Button>
    </Stack>
  );
}

/** Upload Applicant CSV (docs/spec/portal-spec.md §2, §5, §7, §8; issue 5 item 2): .csv only, upload and processing bars, the report. */
export function CsvUploadPanel() {
  const toasts = useAdminToasts();
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [estimate, setEstimate] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState(0);
  const [processed, setProcessed] = useState(0);
  const [report, setReport] = useState<CsvImportReport | null>(null);
  const [started, setStarted] = useState(false);

  const upload = useRegisterApplicantsViaCsvMutation({
    onUploadProgress: (loaded, total) => setUploaded(total > 0 ? Math.round((loaded / total) * 100) : 0),
    onProcessed: setProcessed,
  });

  const choose = (chosen: File | null) => {
    setReport(null);
    setStarted(false);
    setEstimate(null);
    const reason = chosen ? refuseFile(chosen) : null;
    setRefusal(reason);
    if (chosen && reason) {
      setFile(null);
      toasts.failure(reason, messages.uploadFail);
      return;
    }
    setFile(chosen);
    // Sizes the processing bar; the server's count is the one that matters.
    chosen
      ?.text()
      .then((text) => setEstimate(countCsvRows(text)))
      .catch(() => setEstimate(null));
  };

  const send = async () => {
    if (!file) return;
    setStarted(true);
    setUploaded(0);
    setProcessed(0);
    setReport(null);
    try {
      const result = await upload.mutateAsync(file);
      setReport(result);
      setUploaded(100);
      setProcessed(result.rows);
      toasts.success(messages.uploadSuccess);
    } catch (failure) {
      toasts.failure(failure, messages.uploadFail);
    }
  };

  const processingValue = report
    ? 100
    : estimate
      ? Math.min(99, Math.round((processed / estimate) * 100))
      : processed > 0
        ? 50
        : 0;

  return (
    <Panel title={adminCopy.csvTitle}>
      <Text size="sm" c="dimmed">
        {adminCopy.csvIntro(CSV_COLUMNS.join(', '))}
      </Text>
      <FileInput
        label={adminCopy.csvFile}
        placeholder={adminCopy.csvPlaceholder}
        accept=".csv,text/csv"
        value={file}
        onChange={choose}
        error={refusal}
        clearable
        clearButtonProps={{ 'aria-label': adminCopy.csvClear }}
        disabled={upload.isPending}
      />
      <Button
        type="button"
        disabled={!file || upload.isPending}
        loading={upload.isPending}
        onClick={() => void send()}
      >
        {adminCopy.upload}
      </Button>
      {started ? (
        <Stack gap="xs">
          <ProgressRow
            label={adminCopy.uploadProgress}
            value={uploaded}
            text={`${uploaded}%`}
            active={upload.isPending && uploaded < 100}
          />
          <ProgressRow
            label={adminCopy.processingProgress}
            value={processingValue}
            text={adminCopy.processed(processed, report ? report.rows : estimate)}
            active={upload.isPending && uploaded >= 100}
          />
        </Stack>
      ) : null}
      {report ? <ReportView report={report} /> : null}
    </Panel>
  );
}
