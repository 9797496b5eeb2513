import { privacyCopy } from '@intake/contracts/copy/privacy';
import { copy } from '@intake/contracts/copy/shared';
import { ERASURE_REASON_MAX_LENGTH } from '@intake/contracts/privacy';
import { Alert, Button, Divider, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';
import { useDownloadMyDataMutation } from '../api/download-my-data';
import { useRequestErasureMutation } from '../api/request-erasure';

/**
 * "Your data" on the applicant's dashboard (NDPA 2023 ss. 34–38, GDPR arts. 15, 17, 20): download
 * everything we hold as one archive, or ask for erasure (a dialog with a warning, then a confirmation).
 */
export function YourDataPanel() {
  const download = useDownloadMyDataMutation();
  const [dialogOpen, setDialogOpen] = useState(false);

  return (
    <Stack gap="xs" component="section" aria-label={privacyCopy.yourData}>
      <Divider />
      <Text fw={600} size="sm">
        {privacyCopy.yourData}
      </Text>
      <Text size="xs" c="dimmed">
        {privacyCopy.yourDataIntro}
      </Text>
      <Button variant="default" fullWidth loading={download.isPending} onClick={() => download.mutate()}>
        {privacyCopy.download}
      </Button>
      {download.isSuccess && (
        <Text size="xs" c="teal.9" role="status">
          {privacyCopy.downloaded}
        </Text>
      )}
      <FormError message={download.isError ? errorMessage(download.error) : null} />
      <Button variant="light" color="red" fullWidth onClick={() => setDialogOpen(true)}>
        {privacyCopy.askErasure}
      </Button>
      {dialogOpen && <ErasureRequestDialog onClose={() => setDialogOpen(false)} />}
    </Stack>
  );
}

function ErasureRequestDialog({ onClose }: { onClose: () => void }) {
  const request = useRequestErasureMutation();
  const [reason, setReason] = useState('');

  return (
    <Modal
      opened
      onClose={onClose}
      title={request.isSuccess ? privacyCopy.requestSentTitle : privacyCopy.erasureTitle}
      centered
      closeButtonProps={{ 'aria-label': copy.close }}
    >
      {request.isSuccess ? (
        <Stack gap="md">
          <Text role="status">{request.data.message}</Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>{privacyCopy.close}</Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            request.mutate(reason);
          }}
        >
          <Stack gap="md">
            <Alert color="red" title={privacyCopy.erasureWarningTitle}>
              <Text size="sm">{privacyCopy.erasureWarning}</Text>
              <Text size="sm" mt="xs">
                {privacyCopy.erasureDownloadHint}
              </Text>
            </Alert>
            <Textarea
              label={privacyCopy.reason}
              description={privacyCopy.reasonHint}
              value={reason}
              maxLength={ERASURE_REASON_MAX_LENGTH}
              rows={3}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <FormError message={request.isError ? errorMessage(request.error) : null} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {privacyCopy.cancel}
              </Button>
              <Button type="submit" color="red" loading={request.isPending}>
                {privacyCopy.sendRequest}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
