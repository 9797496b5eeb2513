import type { UserData } from '@intake/contracts';
import { staffMfaLabel } from '@intake/contracts/copy/staff-mfa';
import { staffRoles } from '@intake/contracts/status';
import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { LazyModal } from '../../../components/dialogs/lazy-modal';

const MfaSetupPanel = lazy(() => import('./mfa-setup-panel'));

export { staffMfaLabel };

/** Admins, elders and sponsors may set up two-factor sign-in. */
export const canUseStaffMfa = (user: UserData | null) => Boolean(user && staffRoles.includes(user.roles));

/** The two-factor set-up panel in a dialog, opened from the 'Me' menu; the panel loads when opened. */
export function StaffMfaDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <LazyModal opened={opened} onClose={onClose} title={staffMfaLabel}>
      {opened && (
        <Suspense fallback={<Loader size="sm" />}>
          <MfaSetupPanel />
        </Suspense>
      )}
    </LazyModal>
  );
}
