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
  /** Termii posts its callbacks as JSON; a form body on its path is refused even when signed. */
  termiiNotJson: {
    status: 415,
    code: errorCodes.unsupportedMediaType,
    message: 'Termii’s callbacks are JSON: send the body as application/json.',
  },
  /** A signed callback whose body is not JSON. */
  bodyNotJson: {
    status: 400,
    code: errorCodes.validation,
    message: 'The callback’s body is not valid JSON.',
  },
  /** A callback for a provider the portal does not use. */
  providerNotInUse: {
    status: 404,
    code: errorCodes.notFound,
    message: 'This provider is not in use.',
  },
});

/** An applicant's consent to SMS and WhatsApp and the one-time code that confirms their phone (decision 0090). */
export const messageConsentErrors = defineErrors({
  /** No phone on file, or one that is not a valid number. */
  noPhone: {
    status: 422,
    code: errorCodes.noPhone,
    message: 'Your profile has no valid phone number, so we cannot send you SMS or WhatsApp messages.',
  },
  /** SMS or WhatsApp chosen before the number they go to was confirmed with a code. */
  phoneNotConfirmed: {
    status: 409,
    code: errorCodes.phoneNotConfirmed,
    message: 'Confirm your phone number with the code we send you first.',
  },
  /** WhatsApp chosen where the school sends none (no WhatsApp provider in production). */
  channelNotOffered: {
    status: 409,
    code: errorCodes.channelNotOffered,
    message: 'The school does not send messages on WhatsApp. Choose SMS or e-mail.',
  },
  /** A second code within a minute of the last. */
  codeTooSoon: {
    status: 429,
    code: errorCodes.phoneCodeTooSoon,
    message: 'We just sent you a code. Wait a minute before asking for another.',
  },
  /** The sixth code within an hour. */
  codeHourLimit: {
    status: 429,
    code: errorCodes.phoneCodeTooSoon,
    message: 'You asked for 5 codes in the last hour. Try again in an hour.',
  },
  /** A code that is not the one sent; details.triesLeft says how many tries remain. */
  codeWrong: {
    status: 422,
    code: errorCodes.phoneCodeInvalid,
    message: 'That code is not right. Check the SMS and try again.',
  },
  /** No code was sent to the number on file (or the number changed since). */
  codeNotSent: {
    status: 422,
    code: errorCodes.phoneCodeInvalid,
    message: 'Ask for a code first.',
  },
  codeExpired: {
    status: 410,
    code: errorCodes.phoneCodeExpired,
    message: 'This code has expired. Ask for a new one.',
  },
  codeTriesUsed: {
    status: 410,
    code: errorCodes.phoneCodeTriesUsed,
    message: 'Too many wrong tries for this code. Ask for a new one.',
  },
});
