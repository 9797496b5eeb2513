import { reviewAssignmentCopy as copy } from '@intake/contracts/copy/review-assignment';
import type { QueueItem, Reviewer } from '@intake/contracts/review-assignments';
import { Button, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { focusableScroll } from '../../../lib/a11y';
import { errorMessage } from '../../../lib/api-error';
import { useReviewerQueueQuery } from '../api/get-reviewer-queue';
import { useReassignMutation } from '../api/reassign';

const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();
/** 'INVITED_FOR_INTERVIEW' → 'Invited for interview'. */
const readableStatus = (status: string) => {
  const words = status.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const formatWhen = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium' });

/** Moves one open review to another elder, picked from a list. */
function MoveReview({
  item,
  others,
  reviewerId,
  onMoved,
}: {
  item: QueueItem;
  others: Reviewer[];
  reviewerId: string;
  onMoved: () => void;
}) {
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const move = useReassignMutation();
  const name = nameOf(item);
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <NativeSelect
          size="xs"
          aria-label={copy.moveToFor(name)}
          value={target}
          onChange={(e) => setTarget(e.currentTarget.value)}
          data={[
            { value: '', label: copy.chooseElder },
            ...others.map((other) => ({ value: other.id, label: nameOf(other) })),
          ]}
        />
        <Button
          size="xs"
          variant="light"
          aria-label={copy.moveFor(name)}
          disabled={target === ''}
          loading={move.isPending}
          onClick={() => {
            if (move.isPending) return;
            setError(null);
            move
              .mutateAsync({ reviewerId, applicantId: item.applicantId, toReviewerId: target })
              .then(onMoved, (failure: unknown) => setError(errorMessage(failure)));
          }}
        >
          {copy.move}
        </Button>
      </Group>
      <FormError message={error} />
    </Stack>
  );
}

/** An elder's assignments as admins see them (with identities), open first, with a way to move the open ones. */
export function ReviewerQueue({
  reviewer,
  reviewers,
  onClose,
}: {
  reviewer: Reviewer;
  reviewers: Reviewer[];
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const [moved, setMoved] = useState(false);
  const queue = useReviewerQueueQuery(reviewer.id, page);
  const others = reviewers.filter((other) => other.id !== reviewer.id);
  const title = copy.queueTitle(nameOf(reviewer));
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.total / queue.data.pageSize)) : 1;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Button size="xs" variant="default" onClick={onClose}>
          {copy.closeQueue}
        </Button>
      </Group>
      {queue.isError ? <FormError message={errorMessage(queue.error)} /> : null}
      {moved ? (
        <Text size="sm" role="status" c="teal">
          {copy.moved}
        </Text>
      ) : null}
      {queue.data && queue.data.items.length === 0 ? <Text size="sm">{copy.emptyQueue}</Text> : null}
      {queue.data && queue.data.items.length > 0 ? (
        <Table.ScrollContainer minWidth={640} scrollAreaProps={focusableScroll}>
          <Table striped fz="sm" aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{copy.applicant}</Table.Th>
                <Table.Th>{copy.status}</Table.Th>
                <Table.Th>{copy.assignedAt}</Table.Th>
                <Table.Th>{copy.state}</Table.Th>
                <Table.Th>{copy.moveTo}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {queue.data.items.map((item) => (
                <Table.Tr key={item.applicantId}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {nameOf(item)}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {item.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{readableStatus(item.status)}</Table.Td>
                  <Table.Td>
                    <time dateTime={item.assignedAt}>{formatWhen(item.assignedAt)}</time>
                  </Table.Td>
                  <Table.Td>{copy.states[item.state]}</Table.Td>
                  <Table.Td>
                    {item.state === 'OPEN' ? (
                      <MoveReview
                        item={item}
                        others={others}
                        reviewerId={reviewer.id}
                        onMoved={() => setMoved(true)}
                      />
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {pages > 1 ? (
        <Group gap="xs">
          <Button size="xs" variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {copy.previous}
          </Button>
          <Text size="sm">{copy.pageOf(page, pages)}</Text>
          <Button size="xs" variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {copy.next}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
