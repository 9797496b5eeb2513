import { createPayLink as createPayLinkCall } from '@intake/contracts/endpoints/tuition-payment';
import { callEndpoint } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';

/** A link whoever pays for the learner opens without logging in. */
export const createPayLink = () => callEndpoint(createPayLinkCall);

/** One link per tap, however often the button is tapped while it is being made. */
export const useCreatePayLinkMutation = () => useSingleFlightMutation({ mutationFn: createPayLink });
