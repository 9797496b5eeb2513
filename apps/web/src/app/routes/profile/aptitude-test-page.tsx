import { ApplicantProfileScreen } from '../../../features/applicant-profile';

export default function AptitudeTestPage() {
  return <ApplicantProfileScreen view="test" />;
}
