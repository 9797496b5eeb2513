import { copy } from '@intake/contracts/copy/shared';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { FormError } from '../form/form-error';

/** What a destructive action asks before it runs: the sentence names the target and the outcome. */
export type Confirmation = {
  title: string;
  /** E.g. 'Stop the test of ada@example.org? Their answers so far will be scored and they cannot continue.' */
  message: string;
  /** A consequence worth its own box (removing an admin, suspending an account). */
  warning?: string | undefined;
  /** The action's own name, e.g. 'Stop Test'; never a bare 'OK'. */
  confirmLabel: string;
  onConfirm: () => void;
};

type ConfirmBodyProps = {
  message: string;
  warning?: string | undefined;
  confirmLabel: string;
  cancelLabel?: string;
  pending?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The question, Cancel and the action's button. Cancel takes the focus when the dialog opens, so
 * Enter or a stray tap does not run the action; the action runs once however often it is pressed.
 */
export function ConfirmBody({
  message,
  warning,
  confirmLabel,
  cancelLabel = copy.cancel,
  pending = false,
  error = null,
  onConfirm,
  onCancel,
}: ConfirmBodyProps) {
  return (
    <Stack gap="md">
      <Text size="sm">{message}</Text>
      {warning ? (
        <Alert color="red" variant="light">
          <Text size="sm">{warning}</Text>
        </Alert>
      ) : null}
      <FormError message={error} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" data-autofocus autoFocus onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button color="red" loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}

/** A modal asking one Confirmation; closed (and forgotten) on Cancel or on confirming. */
export function ConfirmDialog({
  confirmation,
  onClose,
}: {
  confirmation: Confirmation;
  onClose: () => void;
}) {
  const answered = useRef(false);
  return (
    <Modal
      opened
      onClose={onClose}
      title={confirmation.title}
      centered
      closeButtonProps={{ 'aria-label': copy.close }}
    >
      <ConfirmBody
        message={confirmation.message}
        warning={confirmation.warning}
        confirmLabel={confirmation.confirmLabel}
        onCancel={onClose}
        onConfirm={() => {
          if (answered.current) return;
          answered.current = true;
          onClose();
          confirmation.onConfirm();
        }}
      />
    </Modal>
  );
}

/** `ask(confirmation)` opens the dialog; render `dialog` once in the panel. */
export function useConfirmation() {
  const [asking, setAsking] = useState<Confirmation | null>(null);
  const dialog = asking ? <ConfirmDialog confirmation={asking} onClose={() => setAsking(null)} /> : null;
  return { ask: setAsking, dialog };
}
