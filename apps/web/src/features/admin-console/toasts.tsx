import { adminCopy } from '@intake/contracts/copy/admin-console';
import { Notification, Stack } from '@mantine/core';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-error';

type Toast = { id: number; kind: 'success' | 'failure'; title?: string; message: string };

type ToastApi = {
  success: (message: string) => void;
  /** A failure: the spec's title where it gives one (§8), and the server's message (or this sentence). */
  failure: (error: unknown, title?: string) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

/** How long a toast stays; each can also be closed. */
export const TOAST_MS = 8000;

/** Room kept under the console's last panel, so a toast never has to cover a form for good. */
export const TOAST_AREA_HEIGHT = '6rem';

/**
 * The console's toasts, rendered in the page: Mantine `Notification`s (their styles are loaded
 * with the app's components: an opaque card, the colour of success or failure at its edge),
 * stacked at the foot of the screen. The console keeps `TOAST_AREA_HEIGHT` free under its last
 * panel, so whatever a toast lies over can be scrolled clear of it.
 */
export function AdminToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const push = useCallback(
    (toast: Omit<Toast, 'id'>) => {
      nextId.current += 1;
      const id = nextId.current;
      setToasts((current) => [...current.slice(-3), { ...toast, id }]);
      setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );

  const api = useMemo<ToastApi>(
    () => ({
      success: (message) => push({ kind: 'success', message }),
      failure: (error, title) =>
        push({ kind: 'failure', title, message: typeof error === 'string' ? error : errorMessage(error) }),
    }),
    [push],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Stack
        gap="xs"
        aria-live="polite"
        data-testid="admin-toasts"
        style={{
          position: 'fixed',
          insetInline: 'auto 0.75rem',
          bottom: '0.75rem',
          width: 'min(24rem, calc(100vw - 1.5rem))',
          zIndex: 1000,
        }}
      >
        {toasts.map((toast) => (
          <Notification
            key={toast.id}
            role={toast.kind === 'failure' ? 'alert' : 'status'}
            color={toast.kind === 'failure' ? 'red' : 'teal'}
            title={toast.title}
            withBorder
            closeButtonProps={{ 'aria-label': adminCopy.close }}
            onClose={() => dismiss(toast.id)}
          >
            {toast.message}
          </Notification>
        ))}
      </Stack>
    </ToastContext.Provider>
  );
}

export function useAdminToasts(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useAdminToasts needs AdminToastProvider');
  return api;
}
