import { staffBookingCopy } from '@intake/contracts/copy/interview-booking-staff';
import { financeCopy } from '@intake/contracts/copy/ledger';
import { reviewQueueCopy } from '@intake/contracts/copy/review-queue';
import { homePathFor, paths, reviewsPath } from '@intake/contracts/pages';
import { Suspense, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { SiteHeader } from '../../components/header/site-header';
import { PageLoader } from '../../components/layout/page-loader';
import { useLogoutMutation } from '../../features/auth/api/logout';
import {
  canUseStaffMfa,
  StaffMfaDialog,
  staffMfaLabel,
} from '../../features/auth/components/staff-mfa-entry';
import { useProfilePictureUrl } from '../../features/profile-picture';
import { useSessionUser } from '../../lib/session';

/** Screens under the header: the signed-in user's bell and 'Me' menu, then the screen. */
export default function HeaderLayout() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const logout = useLogoutMutation();
  const pictureSrc = useProfilePictureUrl(user?.profilePictureUrl);
  const [mfaOpened, setMfaOpened] = useState(false);
  const staff = canUseStaffMfa(user);
  // Elders and admins review applicants in the first round and interview; sponsors do neither.
  const reviews =
    user?.roles === 'ELDER' || user?.roles === 'ADMIN'
      ? [
          { label: reviewQueueCopy.navLink, onClick: () => navigate(reviewsPath()) },
          { label: staffBookingCopy.navMine, onClick: () => navigate(paths.interviewCalendar) },
        ]
      : [];
  const bookings =
    user?.roles === 'ADMIN'
      ? [{ label: staffBookingCopy.navAdmin, onClick: () => navigate(paths.interviewBookings) }]
      : [];
  const finance =
    user?.roles === 'ADMIN' || user?.financeAccess
      ? [{ label: financeCopy.navLabel, onClick: () => navigate(paths.finance) }]
      : [];

  return (
    <>
      <SiteHeader
        user={user}
        pictureSrc={pictureSrc}
        homePath={user ? homePathFor(user) : paths.apply}
        onLogout={() => logout.mutate(undefined, { onSettled: () => navigate(paths.login) })}
        menuItems={[
          ...reviews,
          ...bookings,
          ...finance,
          ...(staff ? [{ label: staffMfaLabel, onClick: () => setMfaOpened(true) }] : []),
        ]}
      />
      {staff && <StaffMfaDialog opened={mfaOpened} onClose={() => setMfaOpened(false)} />}
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
