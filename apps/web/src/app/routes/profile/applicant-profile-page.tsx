import { ApplicantProfileScreen } from '../../../features/applicant-profile';
import { PossibleDuplicatesPanel } from '../../../features/duplicates';

export default function ApplicantProfilePage() {
  return (
    <ApplicantProfileScreen
      view="summary"
      summaryExtra={(applicant) => (
        <PossibleDuplicatesPanel
          record={{
            id: applicant.id,
            email: applicant.email,
            name: `${applicant.firstName} ${applicant.lastName}`.trim(),
            applicationId: applicant.applicationId,
          }}
        />
      )}
    />
  );
}
