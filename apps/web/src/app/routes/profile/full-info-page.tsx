import { ApplicantProfileScreen } from '../../../features/applicant-profile';

export default function FullInfoPage() {
  return <ApplicantProfileScreen view="full-info" />;
}
