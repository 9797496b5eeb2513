import { startTest as startTestCall } from '@intake/contracts/endpoints/aptitude-test';
import { callEndpoint } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';

/** docs/spec/portal-spec.md §7: `POST /api/applicant/startTest`, empty body; 200 = the attempt runs (a repeat answers the same one). */
export const startTest = () => callEndpoint(startTestCall);

export const useStartTestMutation = () => useSingleFlightMutation({ mutationFn: startTest });
