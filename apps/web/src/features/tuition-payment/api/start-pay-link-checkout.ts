import { startPayLinkCheckout as startPayLinkCheckoutCall } from '@intake/contracts/endpoints/tuition-payment';
import { callEndpoint } from '../../../lib/api-client';

/** Opens a hosted checkout from the shared payment link. */
export const startPayLinkCheckout = (token: string) =>
  callEndpoint(startPayLinkCheckoutCall, { params: { token } });
