import { startTestResponseSchema } from '@intake/contracts/aptitude-test';
import { apiRequest } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';

/** docs/spec/portal-spec.md §7: `POST /api/applicant/startTest`, empty body; 200 = the attempt runs (a repeat answers the same one). */
export const startTest = () =>
  apiRequest('/api/applicant/startTest', {
    method: 'POST',
    authenticated: true,
    schema: startTestResponseSchema,
  });

export const useStartTestMutation = () => useSingleFlightMutation({ mutationFn: startTest });
