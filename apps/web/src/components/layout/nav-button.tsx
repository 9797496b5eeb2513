import { Button, type ButtonProps } from '@mantine/core';
import { useNavigate } from 'react-router';

type NavButtonProps = ButtonProps & { to: string; children: string };

/** A real button that moves to another screen, for the places the spec calls a button. */
export function NavButton({ to, children, ...buttonProps }: NavButtonProps) {
  const navigate = useNavigate();
  return (
    <Button type="button" fullWidth onClick={() => navigate(to)} {...buttonProps}>
      {children}
    </Button>
  );
}
