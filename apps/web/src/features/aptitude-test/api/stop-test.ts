import { stopOwnTest } from '@intake/contracts/endpoints/aptitude-test';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/**
 * `POST /api/applicant/stopTest/{email}`: closes the attempt if its time is over and answers
 * fresh user data (docs/spec/portal-spec.md §4: stored user data is replaced with it).
 */
export const stopTest = (email: string) => callEndpoint(stopOwnTest, { params: { email } });

export const useStopTestMutation = () => useMutation({ mutationFn: stopTest });
