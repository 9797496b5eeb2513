import type { SchoolIdentity, UserData } from '@intake/contracts';
import { Anchor, Group, Image } from '@mantine/core';
import { Link } from 'react-router';
import { useSchool, useSchoolTitle } from '../../lib/school';
import { MeMenu, type MeMenuItem } from './me-menu';
import { NotificationBell } from './notification-bell';

type SiteHeaderProps = {
  user: UserData | null;
  /** The profile picture as the browser can show it (a blob: URL of a file this app serves). */
  pictureSrc?: string | null;
  /** The signed-in user's own screen, or the apply form for a visitor. */
  homePath: string;
  onLogout: () => void;
  menuItems?: readonly MeMenuItem[];
  /** The school as a page drawn at build time shows it (prerender.tsx); else the school as known. */
  school?: SchoolIdentity;
};

/** The bar above signed-in screens; visitors without a session see the name of the school only. */
export function SiteHeader({
  user,
  pictureSrc,
  homePath,
  onLogout,
  menuItems,
  school: given,
}: SiteHeaderProps) {
  const known = useSchool();
  const school = given ?? known;
  useSchoolTitle();
  return (
    <Group component="header" justify="space-between" wrap="nowrap" px="md" h={56} bg="gray.0">
      <Anchor component={Link} to={homePath} fw={700} underline="never">
        <Group gap="xs" wrap="nowrap" component="span">
          {school.logoUrl && <Image src={school.logoUrl} alt="" h={32} w="auto" fit="contain" />}
          {/* The server writes the stored name into drawn pages here (data-school-name). */}
          <span data-school-name="">{school.name}</span>
        </Group>
      </Anchor>
      {user && (
        <Group gap="xs" wrap="nowrap">
          <NotificationBell />
          <MeMenu
            firstName={user.firstName}
            pictureSrc={pictureSrc}
            dashboardPath={homePath}
            onLogout={onLogout}
            items={menuItems}
          />
        </Group>
      )}
    </Group>
  );
}
