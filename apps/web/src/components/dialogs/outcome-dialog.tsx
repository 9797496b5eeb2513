import { copy } from '@intake/contracts/copy/shared';
import { Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

type OutcomeDialogProps = { title: string; onClose: () => void; children: ReactNode };

/** A dialog that opens with its page and leaves the page when closed. */
export function OutcomeDialog({ title, onClose, children }: OutcomeDialogProps) {
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': copy.close }}>
      <Stack gap="md">{children}</Stack>
    </Modal>
  );
}
