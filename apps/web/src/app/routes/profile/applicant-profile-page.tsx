import { ApplicantProfileScreen } from '../../../features/applicant-profile';

export default function ApplicantProfilePage() {
  return <ApplicantProfileScreen view="summary" />;
}
