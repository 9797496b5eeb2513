import { useParams } from 'react-router';
import { Screen } from '../../../components/layout/screen-heading';
import { BookingLinkScreen } from '../../../features/interview-booking';

/** `/interview/book/:token`, opened from the booking e-mail; the token stands in for a session. */
export default function BookInterviewPage() {
  const { token = '' } = useParams();
  return (
    <Screen>
      <BookingLinkScreen token={token} />
    </Screen>
  );
}
