import { Link } from 'react-router';

type TextLinkProps = { to: string; children: string };

/** An in-app link, for the places the spec calls a link. */
export function TextLink({ to, children }: TextLinkProps) {
  return (
    <Link to={to} className="light-link">
      {children}
    </Link>
  );
}
