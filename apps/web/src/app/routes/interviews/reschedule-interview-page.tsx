import { paths } from '@intake/contracts/pages';
import { useNavigate, useParams } from 'react-router';
import { Screen } from '../../../components/layout/screen-heading';
import { RescheduleInterviewDialog } from '../../../features/interviews/components/reschedule-interview-dialog';

/** `/reschedule-interview/:id`, opened from the invitation e-mail; the id is its link token. */
export default function RescheduleInterviewPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <Screen>
      <RescheduleInterviewDialog
        token={id}
        onCancel={() => navigate(paths.login)}
        onRescheduled={() => navigate(paths.rescheduleSuccessful)}
      />
    </Screen>
  );
}
