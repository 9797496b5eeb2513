import { startInterview as startInterviewEndpoint } from '@intake/contracts/endpoints/interview-review';
import { callEndpoint } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';

/** The interview has begun (INTERVIEWING). */
export const startInterview = (email: string) => callEndpoint(startInterviewEndpoint, { params: { email } });

export const useStartInterviewMutation = () => useSingleFlightMutation({ mutationFn: startInterview });
