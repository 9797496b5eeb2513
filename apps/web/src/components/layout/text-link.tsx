import { Anchor, type AnchorProps } from '@mantine/core';
import { Link } from 'react-router';

type TextLinkProps = AnchorProps & { to: string; children: string };

/** An in-app link, for the places the spec calls a link. */
export function TextLink({ to, children, ...anchorProps }: TextLinkProps) {
  return (
    <Anchor component={Link} to={to} ta="center" {...anchorProps}>
      {children}
    </Anchor>
  );
}
