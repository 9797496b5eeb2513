import { Anchor, Group } from '@mantine/core';

type SocialLinksProps = { links: readonly { name: string; url: string }[] };

export function SocialLinks({ links }: SocialLinksProps) {
  return (
    <Group justify="center" gap="md">
      {links.map((link) => (
        <Anchor key={link.url} href={link.url} target="_blank" rel="noopener noreferrer">
          {link.name}
        </Anchor>
      ))}
    </Group>
  );
}
