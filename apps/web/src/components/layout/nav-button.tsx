import { useNavigate } from 'react-router';

type NavButtonProps = { to: string; children: string; variant?: 'filled' | 'outline' };

/** A real button that moves to another screen, for the places the spec calls a button. */
export function NavButton({ to, children, variant = 'filled' }: NavButtonProps) {
  const navigate = useNavigate();
  return (
    <button type="button" className="light-button" data-variant={variant} onClick={() => navigate(to)}>
      {children}
    </button>
  );
}
