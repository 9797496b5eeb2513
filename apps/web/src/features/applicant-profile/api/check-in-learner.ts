import { messageResponseSchema } from '@intake/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';

/** POST /api/elder/checkIn/{email}: the learner who filled the enrolment form has arrived (CHECKED_IN). */
export const checkInLearner = (email: string) =>
  apiRequest(`/api/elder/checkIn/${encodeURIComponent(email)}`, {
    method: 'POST',
    authenticated: true,
    schema: messageResponseSchema,
  });

export const useCheckInLearnerMutation = () => useSingleFlightMutation({ mutationFn: checkInLearner });
