import { paths } from '@intake/contracts/pages';
import { useNavigate } from 'react-router';
import { Screen } from '../../../components/layout/screen-heading';
import { EnrolmentDone } from '../../../features/enrolment';

/** /enrollment_data/submitted: the enrolment done screen, with its Dashboard button. */
export default function EnrollmentSubmittedPage() {
  const navigate = useNavigate();
  return (
    <Screen>
      <EnrolmentDone onDashboard={() => navigate(paths.dashboard)} />
    </Screen>
  );
}
