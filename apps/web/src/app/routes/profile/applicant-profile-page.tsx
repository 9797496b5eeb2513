import { ApplicantProfileScreen } from '../../../features/applicant-profile';
import { LearnerLedgerPanel } from '../../../features/tuition';
import { useSessionUser } from '../../../lib/session';

/** The applicant's summary, with the tuition ledger for staff; admins record refunds and adjustments there. */
export default function ApplicantProfilePage() {
  const user = useSessionUser();
  return (
    <ApplicantProfileScreen
      view="summary"
      tuition={(email) => <LearnerLedgerPanel email={email} canCorrect={user?.roles === 'ADMIN'} />}
    />
  );
}
