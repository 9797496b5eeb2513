import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

type SubmitButtonProps = { pending: boolean; disabled?: boolean; children: string };

/**
 * Disabled while its form is being sent, so a double click sends once; and in a page rendered at
 * build time until the JavaScript runs, as a native submit would put what was typed in the address.
 */
export function SubmitButton({ pending, disabled = false, children }: SubmitButtonProps) {
  const scripted = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  return (
    <button
      type="submit"
      className="light-button"
      data-variant="filled"
      disabled={pending || disabled || !scripted}
      aria-busy={pending}
    >
      {children}
    </button>
  );
}
