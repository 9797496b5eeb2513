import { Suspense } from 'react';
import { ApplicantProfileScreen } from '../../../features/applicant-profile';
import { PossibleDuplicatesPanel } from '../../../features/duplicates';
import { LearnerLedgerPanel } from '../../../features/tuition';
import { lazyExport } from '../../../lib/lazy-export';
import { useSessionUser } from '../../../lib/session';

// Read after the summary, in chunks of their own: the profile's first load stays in its budget.
const GuardianSignaturesPanel = lazyExport(
  () => import('../../../features/guardian-consent/components/guardian-signatures-panel'),
  'GuardianSignaturesPanel',
);
const staffBookingPanel = () => import('../../../features/interview-booking/components/staff-booking-panel');
const StaffApplicantBookings = lazyExport(staffBookingPanel, 'StaffApplicantBookings');
const StaffInviteToBook = lazyExport(staffBookingPanel, 'StaffInviteToBook');

/**
 * The applicant's summary, with a guardian's consent, the tuition ledger for staff (admins record
 * refunds and adjustments there) and the self-booked interviews (issue 26).
 */
export default function ApplicantProfilePage() {
  const user = useSessionUser();
  // Elders and admins interview; sponsors only read the profile.
  const interviews = user?.roles === 'ADMIN' || user?.roles === 'ELDER';
  return (
    <ApplicantProfileScreen
      view="summary"
      interviewActions={(email) => (
        <Suspense fallback={null}>
          <StaffInviteToBook email={email} />
        </Suspense>
      )}
      summaryExtra={(applicant) => (
        <>
          {interviews && (
            <Suspense fallback={null}>
              <StaffApplicantBookings email={applicant.email} />
            </Suspense>
          )}
          <PossibleDuplicatesPanel
            record={{
              id: applicant.id,
              email: applicant.email,
              name: `${applicant.firstName} ${applicant.lastName}`.trim(),
              applicationId: applicant.applicationId,
            }}
          />
          <Suspense fallback={null}>
            <GuardianSignaturesPanel applicantId={applicant.id} />
          </Suspense>
        </>
      )}
      tuition={(email) => <LearnerLedgerPanel email={email} canCorrect={user?.roles === 'ADMIN'} />}
    />
  );
}
