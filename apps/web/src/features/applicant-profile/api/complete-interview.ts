import { completeInterview as completeInterviewEndpoint } from '@intake/contracts/endpoints/interview-review';
import { callEndpoint } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';

/** The interview is done (INTERVIEWED). */
export const completeInterview = (email: string) =>
  callEndpoint(completeInterviewEndpoint, { params: { email } });

export const useCompleteInterviewMutation = () => useSingleFlightMutation({ mutationFn: completeInterview });
