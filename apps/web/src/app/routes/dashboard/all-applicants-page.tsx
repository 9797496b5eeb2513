import { ApplicantRecordsScreen } from '../../../features/applicant-records';

/** /dashboard/all-applicants: the elder/admin applicant records (docs/spec/portal-spec.md §2). */
export default function AllApplicantsPage() {
  return <ApplicantRecordsScreen />;
}
