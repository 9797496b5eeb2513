import { startTestResponseSchema } from '@intake/contracts/aptitude-test';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Spec §7: `POST /api/applicant/startTest`, empty body; 200 = the attempt runs (a repeat answers the same one). */
export const startTest = () =>
  apiRequest('/api/applicant/startTest', {
    method: 'POST',
    authenticated: true,
    schema: startTestResponseSchema,
  });

export const useStartTestMutation = () => useMutation({ mutationFn: startTest });
