import { messageResponseSchema } from '@intake/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';

/** POST /api/elder/completeInterview/{email}: the interview is done (INTERVIEWED). */
export const completeInterview = (email: string) =>
  apiRequest(`/api/elder/completeInterview/${encodeURIComponent(email)}`, {
    method: 'POST',
    authenticated: true,
    schema: messageResponseSchema,
  });

export const useCompleteInterviewMutation = () => useSingleFlightMutation({ mutationFn: completeInterview });
