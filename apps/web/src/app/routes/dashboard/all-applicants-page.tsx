import { ApplicantRecordsScreen } from '../../../features/applicant-records';

/** /dashboard/all-applicants: the elder/admin applicant records (spec §2). */
export default function AllApplicantsPage() {
  return <ApplicantRecordsScreen />;
}
