import {
  type CreateBulkAction,
  createBulkActionSchema,
  type StaffMessage,
  staffMessageSchema,
} from '@intake/contracts/bulk-action-requests';
import type { BulkAction, BulkActionKind } from '@intake/contracts/bulk-actions';
import { profileCopy } from '@intake/contracts/copy/applicant-profile';
import { bulkCopy } from '@intake/contracts/copy/bulk-actions';
import { messageTimelineCopy } from '@intake/contracts/copy/messaging';
import { REASON_DECISIONS, type ReasonDecision } from '@intake/contracts/decision-reasons';
import { type MessageChannel, messageChannels } from '@intake/contracts/messaging';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  Modal,
  NativeSelect,
  Progress,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DateField } from '../../../components/form/date-field';
import { errorMessage } from '../../../lib/api-error';
import { isoToday, quarterHours, toWireDate } from '../../../lib/wire-dates';
import { useCreateBulkActionMutation } from '../api/create-bulk-action';
import { useBulkActionQuery } from '../api/get-bulk-action';
import { useDecisionReasonsQuery } from '../api/list-reasons';
import { useUpcomingSessionsQuery } from '../api/list-sessions';
import { useBulkMessagePreviewMutation } from '../api/preview-bulk-message';
import { BulkMessagePreviewView } from './bulk-message-preview';

type Props = {
  kind: BulkActionKind;
  count: number;
  target: CreateBulkAction['target'];
  onClose: () => void;
};

/** Follows an action started earlier (from the recent list): its progress, then its summary. */
export function BulkActionProgressModal({ actionId, onClose }: { actionId: string; onClose: () => void }) {
  const action = useBulkActionQuery(actionId);
  const kind = action.data?.kind;
  return (
    <Modal
      opened
      onClose={onClose}
      title={kind ? bulkCopy.kinds[kind] : bulkCopy.barLabel}
      size="lg"
      closeButtonProps={{ 'aria-label': bulkCopy.close }}
    >
      {action.data ? (
        <ProgressView action={action.data} onClose={onClose} />
      ) : (
        <Text role={action.isError ? 'alert' : undefined}>
          {action.isError ? errorMessage(action.error) : bulkCopy.loading}
        </Text>
      )}
    </Modal>
  );
}

/** The progress bar with "2,500 of 5,000", then the counts and the skipped and failed applicants. */
function ProgressView({ action, onClose }: { action: BulkAction; onClose: () => void }) {
  const processed = action.done + action.skipped + action.failed;
  return (
    <Stack gap="sm">
      <Text fw={600}>{bulkCopy.confirm(bulkCopy.kinds[action.kind], action.total)}</Text>
      {/* The section is the progressbar: its name and "2,500 of 5,000" belong there, not on the root. */}
      <Progress.Root>
        <Progress.Section
          value={action.total ? (processed / action.total) * 100 : 100}
          aria-label={bulkCopy.progressLabel}
          aria-valuetext={bulkCopy.progress(processed, action.total)}
        />
      </Progress.Root>
      <Text role="status">{bulkCopy.progress(processed, action.total)}</Text>
      {action.state === 'FINISHED' && (
        <>
          <Text>
            {bulkCopy.finished} {bulkCopy.summary(action.done, action.skipped, action.failed)}
          </Text>
          {action.problems.length > 0 && (
            <List size="sm">
              {action.problems.map((item) => (
                <List.Item key={item.applicantId}>
                  {item.name} ({item.email}): {item.outcome}
                </List.Item>
              ))}
            </List>
          )}
        </>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose}>{bulkCopy.close}</Button>
      </Group>
    </Stack>
  );
}

/**
 * One bulk action: its fields, a confirmation naming the count, then the progress until it ends and
 * its summary. The request key is made when the dialog opens, so a double click or a resend after a
 * dropped connection is the same action.
 */
export function BulkActionModal({ kind, count, target, onClose: close }: Props) {
  const queryClient = useQueryClient();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  // Nothing is chosen for the user (spec 18.1) but the interview method, whose default is the spec's.
  const [fields, setFields] = useState<Record<string, string>>({ interviewMethod: 'phone' });
  const [problem, setProblem] = useState<string>();
  const [channels, setChannels] = useState<MessageChannel[]>(['email']);
  const creator = useCreateBulkActionMutation();
  const previewer = useBulkMessagePreviewMutation();
  // Once an action started, what the page shows (statuses, the recent actions) is read again.
  const onClose = () => {
    if (creator.data) void queryClient.invalidateQueries();
    close();
  };
  const action = useBulkActionQuery(creator.data?.id);
  const sessions = useUpcomingSessionsQuery(kind === 'INVITE_TO_INFO_SESSION');
  const reasons = useDecisionReasonsQuery(kind === 'DECIDE');
  // The value is read at the event: React clears currentTarget before a state updater runs.
  const set = (name: string) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFields((was) => ({ ...was, [name]: value }));
  };
  const label = bulkCopy.kinds[kind];

  const paramsOf = (): Record<string, unknown> => {
    switch (kind) {
      case 'INVITE_TO_INFO_SESSION':
        return { infoSessionId: fields.infoSessionId ?? '' };
      case 'INVITE_TO_INTERVIEW':
        return {
          interviewDate: fields.interviewDate ? toWireDate(fields.interviewDate) : '',
          interviewTime: fields.interviewTime ?? '',
          interviewMethod: fields.interviewMethod,
          optionalInvitationComment: fields.comment ?? '',
        };
      case 'DECIDE':
        return { decision: fields.decision ?? '', reasonId: fields.reasonId || null };
      case 'SEND_MESSAGE':
        return { subject: fields.subject ?? '', body: fields.body ?? '', channels };
      case 'INVITE_TO_BOOK':
        return {};
    }
  };

  // A bulk message starts only after its preview, and the preview is of the message as it is now.
  const previewed = JSON.stringify({ params: paramsOf(), target });
  const preview =
    previewer.data && previewer.variables && JSON.stringify(previewer.variables) === previewed
      ? previewer.data
      : undefined;
  const showPreview = () => {
    const parsed = staffMessageSchema.safeParse(paramsOf());
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    previewer.mutate({ params: paramsOf() as StaffMessage, target });
  };

  const confirm = () => {
    const parsed = createBulkActionSchema.safeParse({ kind, params: paramsOf(), target, idempotencyKey });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    creator.mutate(parsed.data);
  };

  const decision = fields.decision as ReasonDecision;
  const fitting = (reasons.data ?? []).filter((r) => !r.archived && r.decisions.includes(decision));
  const progress = action.data ?? creator.data;

  const form = (
    <Stack gap="sm">
      {kind === 'INVITE_TO_INFO_SESSION' &&
        (sessions.data && sessions.data.length === 0 ? (
          <Text>{bulkCopy.noSessions}</Text>
        ) : (
          <NativeSelect
            label={bulkCopy.session}
            value={fields.infoSessionId ?? ''}
            data={[
              { value: '', label: bulkCopy.chooseSession },
              ...(sessions.data ?? []).map((s) => ({ value: s.infoSessionId, label: s.sessionDetails })),
            ]}
            onChange={set('infoSessionId')}
          />
        ))}
      {kind === 'INVITE_TO_INTERVIEW' && (
        <>
          <DateField
            label={profileCopy.dateLabel}
            required
            minDate={isoToday()}
            value={fields.interviewDate ?? ''}
            onChange={(value) => setFields((was) => ({ ...was, interviewDate: value }))}
          />
          <NativeSelect
            label={profileCopy.timeLabel}
            required
            value={fields.interviewTime ?? ''}
            data={[{ value: '', label: profileCopy.chooseTime }, ...quarterHours]}
            onChange={set('interviewTime')}
          />
          <NativeSelect
            label={profileCopy.methodLabel}
            value={fields.interviewMethod}
            data={profileCopy.methods}
            onChange={set('interviewMethod')}
          />
          <Textarea label={profileCopy.commentLabel} rows={2} maxLength={2000} onChange={set('comment')} />
          <Text size="xs" c="dimmed">
            {bulkCopy.interviewNote}
          </Text>
        </>
      )}
      {kind === 'DECIDE' && (
        <>
          <NativeSelect
            label={bulkCopy.decision}
            value={fields.decision ?? ''}
            data={[{ value: '', label: bulkCopy.chooseDecision }, ...REASON_DECISIONS]}
            onChange={(event) => {
              // A reason fits some decisions only: the new decision starts without one.
              const decision = event.currentTarget.value;
              setFields((was) => ({ ...was, decision, reasonId: '' }));
            }}
          />
          <NativeSelect
            label={bulkCopy.reason}
            value={fields.reasonId ?? ''}
            data={[
              { value: '', label: bulkCopy.chooseReason },
              ...fitting.map((r) => ({ value: r.id, label: r.label })),
            ]}
            onChange={set('reasonId')}
          />
        </>
      )}
      {kind === 'SEND_MESSAGE' && (
        <>
          <TextInput label={bulkCopy.subject} maxLength={150} onChange={set('subject')} />
          <Textarea label={bulkCopy.body} rows={5} maxLength={5000} onChange={set('body')} />
          <Checkbox.Group
            label={messageTimelineCopy.bulk.channels}
            value={channels}
            onChange={(value) => setChannels(value as MessageChannel[])}
          >
            <Group gap="md" mt={4}>
              {messageChannels.map((channel) => (
                <Checkbox key={channel} value={channel} label={messageTimelineCopy.channels[channel]} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group>
            <Button variant="default" loading={previewer.isPending} onClick={showPreview}>
              {messageTimelineCopy.bulk.preview}
            </Button>
          </Group>
          {preview && <BulkMessagePreviewView preview={preview} />}
        </>
      )}
      {kind === 'INVITE_TO_BOOK' && <Text>{bulkCopy.bookingNote}</Text>}
      {(problem || creator.isError || previewer.isError) && (
        <Alert color="red" role="alert">
          {problem ?? errorMessage(creator.error ?? previewer.error)}
        </Alert>
      )}
      <Text fw={600}>{bulkCopy.confirm(label, count)}</Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          {bulkCopy.cancel}
        </Button>
        <Button loading={creator.isPending} disabled={kind === 'SEND_MESSAGE' && !preview} onClick={confirm}>
          {bulkCopy.start}
        </Button>
      </Group>
    </Stack>
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={label}
      size="lg"
      closeButtonProps={{ 'aria-label': bulkCopy.close }}
    >
      {progress ? <ProgressView action={progress} onClose={onClose} /> : form}
    </Modal>
  );
}
