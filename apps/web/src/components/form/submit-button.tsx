import { Button } from '@mantine/core';

type SubmitButtonProps = { pending: boolean; disabled?: boolean; children: string };

/** Disabled while its form is being sent, so a double click sends once. */
export function SubmitButton({ pending, disabled = false, children }: SubmitButtonProps) {
  return (
    <Button type="submit" fullWidth disabled={pending || disabled} loading={pending}>
      {children}
    </Button>
  );
}
