import { useParams } from 'react-router';
import { Screen } from '../../../components/layout/screen-heading';
import { ConfirmAttendanceScreen } from '../../../features/interview-booking';

/** `/interview/confirm/:token`, opened from the 24-hour reminder; confirming takes a click. */
export default function ConfirmInterviewPage() {
  const { token = '' } = useParams();
  return (
    <Screen>
      <ConfirmAttendanceScreen token={token} />
    </Screen>
  );
}
