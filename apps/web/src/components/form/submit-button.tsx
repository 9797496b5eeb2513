type SubmitButtonProps = { pending: boolean; disabled?: boolean; children: string };

/** Disabled while its form is being sent, so a double click sends once. */
export function SubmitButton({ pending, disabled = false, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="light-button"
      data-variant="filled"
      disabled={pending || disabled}
      aria-busy={pending}
    >
      {children}
    </button>
  );
}
