import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';

/** The SMS and WhatsApp providers' callbacks (issue 25.4): only the provider may post them. */
export const messagingErrors = defineErrors({
  /** Termii's X-Termii-Signature missing or not the HMAC of the body with the school's secret. */
  signatureInvalid: {
    status: 401,
    code: errorCodes.callbackRefused,
    message: 'The callback’s signature is missing or wrong.',
  },
  /** Africa's Talking signs nothing: the secret in the callback's path is its check. */
  callbackSecretInvalid: {
    status: 401,
    code: errorCodes.callbackRefused,
    message: 'The callback’s address is not this portal’s.',
  },
  /** A callback for a provider the portal does not use. */
  providerNotInUse: {
    status: 404,
    code: errorCodes.notFound,
    message: 'This provider is not in use.',
  },
});
