import { copy } from '@intake/contracts/copy/shared';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';

type MeMenuProps = {
  firstName: string;
  pictureSrc?: string | null;
  dashboardPath: string;
  onLogout: () => void;
  /** Further entries, shown above Log Out (e.g. two-factor sign-in for staff). */
  items?: readonly MeMenuItem[];
};

export type MeMenuItem = { label: string; onClick: () => void };

/** The 'Me' menu: the profile picture, or the first letter of the first name when there is none. */
export function MeMenu({ firstName, pictureSrc, dashboardPath, onLogout, items = [] }: MeMenuProps) {
  // No focus placeholder: its role=presentation child is not allowed inside role=menu (axe).
  return (
    <Menu position="bottom-end" shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        {/* Drawn as a button (a border), like every action: as plain text it read as a label. */}
        <UnstyledButton
          px="xs"
          py={2}
          style={{
            border: '1px solid var(--mantine-color-gray-4)',
            borderRadius: 'var(--mantine-radius-xl)',
          }}
        >
          <Group gap="xxs">
            <Avatar src={pictureSrc || null} alt={firstName} radius="xl" size="sm">
              {firstName.charAt(0).toUpperCase()}
            </Avatar>
            <Text size="sm">{copy.me}</Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={dashboardPath}>
          {copy.myDashboard}
        </Menu.Item>
        {items.map((item) => (
          <Menu.Item key={item.label} onClick={item.onClick}>
            {item.label}
          </Menu.Item>
        ))}
        <Menu.Item onClick={onLogout}>{copy.logOut}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
