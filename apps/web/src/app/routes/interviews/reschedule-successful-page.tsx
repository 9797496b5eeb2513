import { copy } from '@intake/contracts/copy/shared';
import { isInterviewAccepted } from '@intake/contracts/pages';
import { useSearchParams } from 'react-router';
import { ScreenHeading } from '../../../components/layout/screen-heading';

/** The reschedule confirmation; the accept link of the invitation lands here too, with ?accepted=true. */
export default function RescheduleSuccessfulPage() {
  const [search] = useSearchParams();
  return (
    <ScreenHeading title={isInterviewAccepted(search) ? copy.interviewAccepted : copy.rescheduleSuccessful} />
  );
}
