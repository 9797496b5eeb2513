import { messageResponseSchema } from '@intake/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/elder/startInterview/{email}: the interview has begun (INTERVIEWING). */
export const startInterview = (email: string) =>
  apiRequest(`/api/elder/startInterview/${encodeURIComponent(email)}`, {
    method: 'POST',
    authenticated: true,
    schema: messageResponseSchema,
  });

export const useStartInterviewMutation = () => useMutation({ mutationFn: startInterview });
