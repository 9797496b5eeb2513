import { decisionReasonsCopy as copy } from '@intake/contracts/copy/decision-reasons';
import {
  type DecisionReason,
  REASON_DECISIONS,
  REASON_LABEL_MAX,
  REASON_NEXT_STEP_MAX,
  type ReasonDecision,
} from '@intake/contracts/decision-reasons';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { focusableScroll } from '../../../lib/a11y';
import { errorMessage } from '../../../lib/api-error';
import { useCohortsQuery } from '../api/cohorts';
import {
  useDecisionReasonsQuery,
  useReasonReportQuery,
  useSaveDecisionReasonMutation,
} from '../api/decision-reasons';
import { downloadCsv } from '../csv-report';
import { useAdminToasts } from '../toasts';
import { ListState } from './list-state';
import { Panel } from './panel';

/**
 * Decision reasons (issue 22, point 7): the list elders choose from, each with the decisions it fits
 * and the next step the applicant reads; a reason is archived, never deleted. Below, a cohort's
 * decisions counted by reason, also as CSV.
 */
export function DecisionReasonsPanel() {
  const toasts = useAdminToasts();
  const reasons = useDecisionReasonsQuery();
  const save = useSaveDecisionReasonMutation();
  const [editing, setEditing] = useState<DecisionReason | null>(null);
  const [label, setLabel] = useState('');
  const [decisions, setDecisions] = useState<string[]>([]);
  const [nextStep, setNextStep] = useState('');
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setEditing(null);
    setLabel('');
    setDecisions([]);
    setNextStep('');
    setError(null);
  };

  const startEdit = (reason: DecisionReason) => {
    setEditing(reason);
    setLabel(reason.label);
    setDecisions(reason.decisions);
    setNextStep(reason.nextStep);
    setError(null);
  };

  const submit = async (input: {
    reasonId: string | null;
    label: string;
    decisions: string[];
    nextStep: string;
    archived: boolean;
  }) => {
    if (save.isPending) return false;
    try {
      const answer = await save.mutateAsync({ ...input, decisions: input.decisions as ReasonDecision[] });
      toasts.success(answer.message);
      return true;
    } catch (failure) {
      toasts.failure(failure);
      return false;
    }
  };

  const onSave = async () => {
    if (!label.trim() || decisions.length === 0 || !nextStep.trim()) {
      setError(copy.fillReason);
      return;
    }
    setError(null);
    const saved = await submit({
      reasonId: editing?.id ?? null,
      label: label.trim(),
      decisions,
      nextStep: nextStep.trim(),
      archived: editing?.archived ?? false,
    });
    if (saved) reset();
  };

  const toggleArchive = (reason: DecisionReason) =>
    void submit({ reasonId: reason.id, ...reason, archived: !reason.archived });

  return (
    <Panel title={copy.panelTitle}>
      <Text size="sm">{copy.intro}</Text>
      <ListState query={reasons} emptyText={copy.empty}>
        {(items) => (
          <Table.ScrollContainer minWidth={560} scrollAreaProps={focusableScroll}>
            <Table striped aria-label={copy.panelTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{copy.label}</Table.Th>
                  <Table.Th>{copy.decisions}</Table.Th>
                  <Table.Th>{copy.nextStep}</Table.Th>
                  <Table.Th>{copy.uses}</Table.Th>
                  <Table.Th>{copy.actions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((reason) => (
                  <Table.Tr key={reason.id}>
                    <Table.Td>
                      <Stack gap={2}>
                        <Text size="sm">{reason.label}</Text>
                        {reason.archived && (
                          <Badge color="gray" size="sm">
                            {copy.archivedState}
                          </Badge>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td>{reason.decisions.join(', ')}</Table.Td>
                    <Table.Td>{reason.nextStep}</Table.Td>
                    <Table.Td>{reason.uses}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={copy.edit(reason.label)}
                          onClick={() => startEdit(reason)}
                        >
                          {copy.editShort}
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          disabled={save.isPending}
                          aria-label={`${reason.archived ? copy.restore : copy.archive} ${reason.label}`}
                          onClick={() => toggleArchive(reason)}
                        >
                          {reason.archived ? copy.restore : copy.archive}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListState>
      <Stack gap="sm">
        <TextInput
          label={copy.label}
          value={label}
          maxLength={REASON_LABEL_MAX}
          onChange={(event) => setLabel(event.currentTarget.value)}
        />
        <Checkbox.Group label={copy.decisions} value={decisions} onChange={setDecisions}>
          <Group gap="md" mt="xs">
            {REASON_DECISIONS.map((decision) => (
              <Checkbox key={decision} value={decision} label={decision} />
            ))}
          </Group>
        </Checkbox.Group>
        <Textarea
          label={copy.nextStep}
          description={copy.nextStepHint}
          value={nextStep}
          maxLength={REASON_NEXT_STEP_MAX}
          minRows={3}
          onChange={(event) => setNextStep(event.currentTarget.value)}
        />
        {error && <FormError message={error} />}
        <Group gap="xs">
          <Button onClick={() => void onSave()} disabled={save.isPending} aria-busy={save.isPending}>
            {editing ? copy.save : copy.add}
          </Button>
          {editing && (
            <Button variant="default" onClick={reset}>
              {copy.cancelEdit}
            </Button>
          )}
        </Group>
      </Stack>
      <ReasonReport />
    </Panel>
  );
}

/** A cohort's decisions by decision and reason; the current cohort first, as the view starts on it. */
function ReasonReport() {
  const cohorts = useCohortsQuery();
  const [picked, setPicked] = useState<string | null>(null);
  const cohortId = picked ?? cohorts.data?.find((cohort) => cohort.isCurrent)?.id ?? null;
  const report = useReasonReportQuery(cohortId);
  const rows = report.data?.rows ?? [];

  const download = () => {
    if (!report.data) return;
    downloadCsv(
      [
        [copy.cohort, copy.decision, copy.label, copy.count],
        ...rows.map((row) => [
          report.data.cohortName,
          row.decision,
          row.label ?? copy.noReason,
          row.decisions,
        ]),
      ],
      copy.reportFileName(report.data.cohortName),
    );
  };

  return (
    <Stack gap="sm">
      <Text fw={600}>{copy.reportTitle}</Text>
      <Group align="flex-end" gap="xs">
        <Select
          label={copy.cohort}
          placeholder={copy.chooseCohort}
          data={(cohorts.data ?? []).map((cohort) => ({ value: cohort.id, label: cohort.name }))}
          value={cohortId}
          onChange={setPicked}
          allowDeselect={false}
          w={{ base: '100%', xs: 280 }}
        />
        <Button variant="default" onClick={download} disabled={rows.length === 0}>
          {copy.downloadCsv}
        </Button>
      </Group>
      {report.isError && <FormError message={errorMessage(report.error)} />}
      {report.isSuccess && rows.length === 0 && <Text size="sm">{copy.reportEmpty}</Text>}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={320} scrollAreaProps={focusableScroll}>
          <Table striped aria-label={copy.reportTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{copy.decision}</Table.Th>
                <Table.Th>{copy.label}</Table.Th>
                <Table.Th>{copy.count}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.decision}:${row.reasonId ?? ''}`}>
                  <Table.Td>{row.decision}</Table.Td>
                  <Table.Td>{row.label ?? copy.noReason}</Table.Td>
                  <Table.Td>{row.decisions}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
