import { messageResponseSchema } from '@intake/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';

/** POST /api/elder/startInterview/{email}: the interview has begun (INTERVIEWING). */
export const startInterview = (email: string) =>
  apiRequest(`/api/elder/startInterview/${encodeURIComponent(email)}`, {
    method: 'POST',
    authenticated: true,
    schema: messageResponseSchema,
  });

export const useStartInterviewMutation = () => useSingleFlightMutation({ mutationFn: startInterview });
