import { startTuitionCheckout as startTuitionCheckoutCall } from '@intake/contracts/endpoints/tuition-payment';
import { callEndpoint } from '../../../lib/api-client';

/** Opens a hosted checkout for the signed-in learner's amount due now: where the browser goes to pay. */
export const startTuitionCheckout = () => callEndpoint(startTuitionCheckoutCall);
