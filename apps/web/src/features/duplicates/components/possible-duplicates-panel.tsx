import { duplicatesCopy } from '@intake/contracts/copy/duplicates';
import type { PossibleDuplicate } from '@intake/contracts/duplicates';
import { Alert, Badge, Button, Group, Modal, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/date-time';
import { useSessionUser } from '../../../lib/session';
import { useDismissDuplicateMutation } from '../api/dismiss-duplicate';
import { usePossibleDuplicatesQuery } from '../api/get-possible-duplicates';
import { useMergeRecordsMutation } from '../api/merge-records';

/** The applicant the profile shows, as the panel names it. */
export interface ProfileRecord {
  id: string;
  email: string;
  name: string;
  applicationId: string;
}

const nameOf = (duplicate: PossibleDuplicate) =>
  duplicate.blind ? duplicate.applicationId : `${duplicate.firstName} ${duplicate.lastName}`.trim();

const whyMatched = (duplicate: PossibleDuplicate) =>
  duplicatesCopy.why(duplicate.matchedOn, duplicate.source, formatDateTime(duplicate.foundAt));

/**
 * Merge, asked first: which record stays, then a sentence naming both (the one merged away and the
 * one it joins) before anything is sent.
 */
function MergeDialog({
  record,
  duplicate,
  onClose,
}: {
  record: ProfileRecord;
  duplicate: PossibleDuplicate;
  onClose: () => void;
}) {
  // Which record stays is the admin's choice, made each time: nothing is chosen for them.
  const [keep, setKeep] = useState<'this' | 'other' | null>(null);
  const merge = useMergeRecordsMutation();
  const other = {
    id: duplicate.applicantId,
    name: nameOf(duplicate),
    applicationId: duplicate.applicationId,
  };
  const [survivor, merged] = keep === 'this' ? [record, other] : [other, record];
  const chosen = keep !== null;

  return (
    <Modal
      opened
      onClose={onClose}
      title={duplicatesCopy.mergeTitle}
      closeButtonProps={{ 'aria-label': duplicatesCopy.cancel }}
    >
      {merge.isSuccess ? (
        <Stack gap="sm">
          <Alert color="green" role="status">
            {merge.data.message}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{duplicatesCopy.done}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Radio.Group
            label={duplicatesCopy.keepWhich}
            value={keep}
            onChange={(value) => setKeep(value === 'other' ? 'other' : 'this')}
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              <Radio value="this" label={duplicatesCopy.keepThis(record.name, record.applicationId)} />
              <Radio value="other" label={duplicatesCopy.keepOther(other.name, other.applicationId)} />
            </Stack>
          </Radio.Group>
          {chosen && (
            <Text>
              {duplicatesCopy.mergeWarning(
                merged.name,
                merged.applicationId,
                survivor.name,
                survivor.applicationId,
              )}
            </Text>
          )}
          {merge.isError && (
            <Alert color="red" role="alert">
              {errorMessage(merge.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={merge.isPending}>
              {duplicatesCopy.cancel}
            </Button>
            <Button
              color="red"
              onClick={() => merge.mutate({ survivorId: survivor.id, mergedId: merged.id })}
              disabled={!chosen || merge.isPending}
              aria-busy={merge.isPending}
            >
              {duplicatesCopy.confirmMerge}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function DuplicateItem({
  record,
  duplicate,
  canDismiss,
  canMerge,
  onMerge,
}: {
  record: ProfileRecord;
  duplicate: PossibleDuplicate;
  canDismiss: boolean;
  canMerge: boolean;
  onMerge: () => void;
}) {
  const dismiss = useDismissDuplicateMutation(record.email);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {duplicate.blind ? duplicatesCopy.blindNote : nameOf(duplicate)}
          </Text>
          <Badge variant="light">{duplicate.applicationId}</Badge>
        </Group>
        {!duplicate.blind && (
          <>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {duplicate.email}
            </Text>
            <Text size="sm">{duplicate.phone}</Text>
          </>
        )}
        <Text size="sm">{`${duplicate.applicationStatus.replaceAll('_', ' ')} · ${duplicate.cohort ?? duplicatesCopy.noCohort}`}</Text>
        <Text size="sm">{whyMatched(duplicate)}</Text>
        {dismiss.isError && (
          <Text size="sm" c="red" role="alert">
            {errorMessage(dismiss.error)}
          </Text>
        )}
        {(canDismiss || canMerge) && (
          <Group gap="xs" mt={4}>
            {canDismiss && (
              <Button
                variant="default"
                size="sm"
                onClick={() => dismiss.mutate(duplicate.pairId)}
                disabled={dismiss.isPending}
                aria-busy={dismiss.isPending}
              >
                {duplicatesCopy.dismiss}
              </Button>
            )}
            {canMerge && (
              <Button size="sm" onClick={onMerge}>
                {duplicatesCopy.merge}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * "Possible duplicates" on the applicant profile (issue 23.5): each record sharing a phone or an
 * e-mail with this one, with Dismiss (admins and elders) and Merge (admins).
 */
export function PossibleDuplicatesPanel({ record }: { record: ProfileRecord }) {
  const role = useSessionUser()?.roles;
  const duplicates = usePossibleDuplicatesQuery(record.email);
  const [merging, setMerging] = useState<PossibleDuplicate | null>(null);
  const canDismiss = role === 'ADMIN' || role === 'ELDER';
  const canMerge = role === 'ADMIN';

  if (duplicates.isPending) return null;
  if (duplicates.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        {duplicatesCopy.loadFailed}
      </Text>
    );
  }
  const { mergedInto, duplicates: list } = duplicates.data;
  if (!mergedInto && list.length === 0) return null;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="possible-duplicates-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="possible-duplicates-title">
          {duplicatesCopy.title}
        </Title>
        {mergedInto && (
          <Alert color="yellow" role="status">
            {duplicatesCopy.mergedInto(mergedInto)}
          </Alert>
        )}
        {list.length > 0 && (
          <>
            <Text size="sm">{duplicatesCopy.intro}</Text>
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {list.map((duplicate) => (
                <DuplicateItem
                  key={duplicate.pairId}
                  record={record}
                  duplicate={duplicate}
                  canDismiss={canDismiss}
                  canMerge={canMerge}
                  onMerge={() => setMerging(duplicate)}
                />
              ))}
            </Stack>
          </>
        )}
      </Stack>
      {merging && <MergeDialog record={record} duplicate={merging} onClose={() => setMerging(null)} />}
    </Paper>
  );
}
