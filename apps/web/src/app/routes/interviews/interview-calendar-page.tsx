import { Screen } from '../../../components/layout/screen-heading';
import { AvailabilityEditor } from '../../../features/interview-booking';

/** `/dashboard/interviews`: the signed-in elder's (or admin's) interview availability. */
export default function InterviewCalendarPage() {
  return (
    <Screen>
      <AvailabilityEditor />
    </Screen>
  );
}
