import { ApplicantProfileScreen } from '../../../features/applicant-profile';
import { PossibleDuplicatesPanel } from '../../../features/duplicates';
import { GuardianSignaturesPanel } from '../../../features/guardian-consent';
import { LearnerLedgerPanel } from '../../../features/tuition';
import { useSessionUser } from '../../../lib/session';

/** The applicant's summary, with a guardian's consent and the tuition ledger for staff; admins record refunds and adjustments there. */
export default function ApplicantProfilePage() {
  const user = useSessionUser();
  return (
    <ApplicantProfileScreen
      view="summary"
      summaryExtra={(applicant) => (
        <>
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
