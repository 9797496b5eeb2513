import { userDataSchema } from '@intake/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /api/applicant/stopTest/{email}`: closes the attempt if its time is over and answers
 * fresh user data (docs/spec/portal-spec.md §4: stored user data is replaced with it).
 */
export const stopTest = (email: string) =>
  apiRequest(`/api/applicant/stopTest/${encodeURIComponent(email)}`, {
    method: 'POST',
    authenticated: true,
    schema: userDataSchema,
  });

export const useStopTestMutation = () => useMutation({ mutationFn: stopTest });
