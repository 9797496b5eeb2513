import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * Whether a dialog is mounted yet, and whether to show it. A closed Mantine Modal or Drawer still
 * mounts its portal, focus trap and transitions with its screen and draws them twice at once,
 * which a screen with two such dialogs paid in its longest task (issue 27.6, decision 0105). So it
 * mounts on its first opening: closed for one render, so that Mantine notes the element to give
 * the focus back to, then open; from then on it stays mounted and closes with its transition.
 */
export function useFirstOpening(opened: boolean) {
  const [mounted, setMounted] = useState(false);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (opened) setMounted(true);
  }, [opened]);
  useEffect(() => {
    if (mounted) setShown(true);
  }, [mounted]);
  return { mounted, opened: opened && shown };
}

/** Mantine's Modal, mounted on its first opening (useFirstOpening). */
export function LazyModal({ opened, ...props }: ModalProps) {
  const dialog = useFirstOpening(opened);
  return dialog.mounted ? <Modal {...props} opened={dialog.opened} /> : null;
}
