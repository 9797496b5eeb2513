import type { UserData } from '@intake/contracts';
import { staffRoles } from '@intake/contracts/status';
import { Button, Group, Loader, Modal } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

const MfaSetupPanel = lazy(() => import('./mfa-setup-panel'));

/**
 * For admins, elders and sponsors: a 'Two-factor sign-in' button under the header that opens the
 * set-up panel in a dialog (the panel loads when opened). Renders nothing for anyone else.
 */
export function StaffMfaEntry({ user }: { user: UserData | null }) {
  const [opened, setOpened] = useState(false);
  if (!user || !staffRoles.includes(user.roles)) return null;
  return (
    <Group justify="flex-end" px="md" py={2}>
      <Button variant="subtle" size="compact-xs" onClick={() => setOpened(true)}>
        Two-factor sign-in
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Two-factor sign-in">
        {opened && (
          <Suspense fallback={<Loader size="sm" />}>
            <MfaSetupPanel />
          </Suspense>
        )}
      </Modal>
    </Group>
  );
}
