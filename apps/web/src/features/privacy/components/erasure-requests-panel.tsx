import { privacyCopy } from '@intake/contracts/copy/privacy';
import { copy } from '@intake/contracts/copy/shared';
import type { ErasureRequestItem, ErasureResult } from '@intake/contracts/privacy';
import { Alert, Badge, Button, Card, Group, Modal, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { ConfirmBody } from '../../../components/dialogs/confirm-dialog';
import { FormError } from '../../../components/form/form-error';
import { focusableScroll } from '../../../lib/a11y';
import { errorMessage } from '../../../lib/api-error';
import { useEraseApplicantMutation } from '../api/erase-applicant';
import { useErasureRequestsQuery } from '../api/get-erasure-requests';

const formatWhen = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
};

/** Admin console: the erasure requests, and erasing an applicant with a reason after a confirm step. */
export function ErasureRequestsPanel() {
  const titleId = useId();
  const requests = useErasureRequestsQuery();
  const [erasing, setErasing] = useState<ErasureRequestItem | null>(null);
  const [done, setDone] = useState<ErasureResult | null>(null);

  const rows = requests.data?.requests ?? [];
  return (
    <Card component="section" withBorder radius="md" padding="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} id={titleId}>
          {privacyCopy.requestsTitle}
        </Title>
        {done && (
          <Alert
            color={done.filesFailed ? 'yellow' : 'teal'}
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setDone(null)}
          >
            <Text size="sm" role="status">
              {privacyCopy.erasedDone(done.filesDeleted)}
            </Text>
            {done.filesFailed > 0 && <Text size="sm">{privacyCopy.filesFailed(done.filesFailed)}</Text>}
          </Alert>
        )}
        {requests.isError ? (
          <FormError message={errorMessage(requests.error)} />
        ) : requests.isPending ? (
          <Text size="sm" c="dimmed">
            {copy.loading}
          </Text>
        ) : rows.length === 0 ? (
          <Text size="sm">{privacyCopy.noRequests}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560} scrollAreaProps={focusableScroll}>
            <Table striped fz="sm" aria-label={privacyCopy.requestsTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{privacyCopy.applicant}</Table.Th>
                  <Table.Th>{privacyCopy.theirReason}</Table.Th>
                  <Table.Th>{privacyCopy.requested}</Table.Th>
                  <Table.Th>{privacyCopy.status}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {`${row.firstName} ${row.lastName}`.trim()}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {row.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{row.reason ?? '—'}</Table.Td>
                    <Table.Td>
                      <time dateTime={row.requestedAt}>{formatWhen(row.requestedAt)}</time>
                    </Table.Td>
                    <Table.Td>
                      {row.status === 'pending' ? (
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          aria-label={`${privacyCopy.erase} ${row.email}`}
                          onClick={() => {
                            setDone(null);
                            setErasing(row);
                          }}
                        >
                          {privacyCopy.erase}
                        </Button>
                      ) : (
                        <Badge color="gray" variant="light">
                          {privacyCopy.erased}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {erasing && (
        <EraseDialog
          request={erasing}
          onClose={() => setErasing(null)}
          onErased={(result) => {
            setErasing(null);
            setDone(result);
          }}
        />
      )}
    </Card>
  );
}

function EraseDialog({
  request,
  onClose,
  onErased,
}: {
  request: ErasureRequestItem;
  onClose: () => void;
  onErased: (result: ErasureResult) => void;
}) {
  const erase = useEraseApplicantMutation();
  const [reason, setReason] = useState('');
  const [step, setStep] = useState<'reason' | 'confirm'>('reason');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const toConfirm = () => {
    if (reason.trim().length < 3) {
      setReasonError(privacyCopy.eraseReasonShort);
      return;
    }
    setReasonError(null);
    setStep('confirm');
  };

  const confirm = async () => {
    // A second press while the first erasure is on its way sends nothing more.
    if (erase.isPending) return;
    try {
      onErased(await erase.mutateAsync({ email: request.email, reason }));
    } catch {
      // The error shows in the dialog.
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={privacyCopy.eraseTitle}
      centered
      closeButtonProps={{ 'aria-label': copy.close }}
    >
      {step === 'reason' ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            toConfirm();
          }}
        >
          <Stack gap="md">
            <Text size="sm">{`${request.firstName} ${request.lastName} (${request.email})`}</Text>
            <Textarea
              label={privacyCopy.eraseReason}
              description={privacyCopy.eraseReasonHint}
              value={reason}
              required
              rows={3}
              error={reasonError}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {privacyCopy.cancel}
              </Button>
              <Button type="submit">{privacyCopy.continue}</Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <ConfirmBody
          message={privacyCopy.confirmErase(request.email)}
          warning={privacyCopy.erasureWarningTitle}
          confirmLabel={privacyCopy.erasePermanently}
          cancelLabel={privacyCopy.back}
          pending={erase.isPending}
          error={erase.isError ? errorMessage(erase.error) : null}
          onCancel={() => setStep('reason')}
          onConfirm={() => void confirm()}
        />
      )}
    </Modal>
  );
}
