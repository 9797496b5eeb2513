import { messageResponseSchema } from '@intake/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/elder/checkIn/{email}: the learner who filled the enrolment form has arrived (CHECKED_IN). */
export const checkInLearner = (email: string) =>
  apiRequest(`/api/elder/checkIn/${encodeURIComponent(email)}`, {
    method: 'POST',
    authenticated: true,
    schema: messageResponseSchema,
  });

export const useCheckInLearnerMutation = () => useMutation({ mutationFn: checkInLearner });
