import { ApplicantRecordsScreen } from '../../../features/applicant-records';
import { BulkActionsLayer } from '../../../features/bulk-actions';

/** /dashboard/all-applicants: the elder/admin applicant records (docs/spec/portal-spec.md §2), with bulk actions. */
export default function AllApplicantsPage() {
  return <ApplicantRecordsScreen selectionLayer={BulkActionsLayer} />;
}
