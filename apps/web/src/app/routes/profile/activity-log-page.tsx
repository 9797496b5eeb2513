import { ApplicantProfileScreen } from '../../../features/applicant-profile';

export default function ActivityLogPage() {
  return <ApplicantProfileScreen view="activity-log" />;
}
