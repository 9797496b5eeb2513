import { checkIn } from '@intake/contracts/endpoints/check-in';
import { callEndpoint } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';

/** The learner who filled the enrolment form has arrived (CHECKED_IN). */
export const checkInLearner = (email: string) => callEndpoint(checkIn, { params: { email } });

export const useCheckInLearnerMutation = () => useSingleFlightMutation({ mutationFn: checkInLearner });
