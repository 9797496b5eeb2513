import { messages } from '@intake/contracts/messages';
import { paths } from '@intake/contracts/pages';
import { Text } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { ErrorScreen } from '../../../components/layout/error-screen';
import { OutcomeScreen } from '../../../components/layout/outcome-screen';
import { PageLoader } from '../../../components/layout/page-loader';
import { infoSessionCopy, useSessionVenueQuery } from '../../../features/info-sessions';
import { ApiError } from '../../../lib/api-error';

/**
 * `/infoSession/venue/:token`: where the join link of an in-person session lands (one moved
 * offline after its invitation went out): the venue, the way there and the time, as the
 * invitation says them, since there is nothing to join online.
 */
export default function VenuePage() {
  const session = useSessionVenueQuery(useParams().token ?? '');
  if (session.isPending) return <PageLoader />;
  if (session.error instanceof ApiError && session.error.status === 400) {
    return <Navigate to={paths.linkError} replace />;
  }
  if (!session.data) return <ErrorScreen />;
  const { sessionDetails, venueAddress, venueDirections } = session.data;
  return (
    <OutcomeScreen title={messages.infoSessionInPerson} text={sessionDetails}>
      {venueAddress && <Text ta="center">{infoSessionCopy.venue(venueAddress)}</Text>}
      {venueDirections && <Text ta="center">{infoSessionCopy.directions(venueDirections)}</Text>}
    </OutcomeScreen>
  );
}
