import { messageResponseSchema } from '@intake/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/elder/completeInterview/{email}: the interview is done (INTERVIEWED). */
export const completeInterview = (email: string) =>
  apiRequest(`/api/elder/completeInterview/${encodeURIComponent(email)}`, {
    method: 'POST',
    authenticated: true,
    schema: messageResponseSchema,
  });

export const useCompleteInterviewMutation = () => useMutation({ mutationFn: completeInterview });
