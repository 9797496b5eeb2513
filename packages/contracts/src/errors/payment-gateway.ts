import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';

/** Paying tuition through the school's payment provider, and the provider's webhooks (issue 24). */
export const paymentGatewayErrors = defineErrors({
  noOnlinePayments: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'The school does not take payments online; transfer to its account and upload the proof.',
  },
  notPaying: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'Tuition is paid once the admission offer has been accepted.',
  },
  nothingDue: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'Nothing is due now: the tuition is paid up to date.',
  },
  noTransferAccounts: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'The payment provider gives no account per payment; use Pay or the account shown.',
  },
  providerUnavailable: {
    status: 503,
    code: errorCodes.unavailable,
    message: 'The payment provider cannot be reached just now; please try again in a few minutes.',
  },
  unknownCheckout: {
    status: 404,
    code: errorCodes.notFound,
    message: 'No payment was started with this reference.',
  },
  badSignature: {
    status: 401,
    code: errorCodes.unauthenticated,
    message: 'The webhook signature is missing or wrong.',
  },
  badEvent: {
    status: 400,
    code: errorCodes.validation,
    message: 'The webhook body is not an event this portal understands.',
  },
  notConfigured: {
    status: 404,
    code: errorCodes.notFound,
    message: 'This portal takes no payments through that provider.',
  },
});
