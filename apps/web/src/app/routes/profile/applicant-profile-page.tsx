import { ApplicantProfileScreen } from '../../../features/applicant-profile';
import { PossibleDuplicatesPanel } from '../../../features/duplicates';
import { GuardianSignaturesPanel } from '../../../features/guardian-consent';
import { StaffApplicantBookings, StaffInviteToBook } from '../../../features/interview-booking';
import { LearnerLedgerPanel } from '../../../features/tuition';
import { useSessionUser } from '../../../lib/session';

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
      interviewActions={(email) => <StaffInviteToBook email={email} />}
      summaryExtra={(applicant) => (
        <>
          {interviews && <StaffApplicantBookings email={applicant.email} />}
          <PossibleDuplicatesPanel
            record={{
              id: applicant.id,
              email: applicant.email,
              name: `${applicant.firstName} ${applicant.lastName}`.trim(),
              applicationId: applicant.applicationId,
            }}
          />
          <GuardianSignaturesPanel applicantId={applicant.id} />
        </>
      )}
      tuition={(email) => <LearnerLedgerPanel email={email} canCorrect={user?.roles === 'ADMIN'} />}
    />
  );
}
