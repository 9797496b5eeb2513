import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';
import { messages } from '../messages.ts';

/**
 * A request Node's HTTP parser refuses before any route or hook sees it (apps/api/src/lib/client-error.ts):
 * a hand-made or damaged request, since a browser escapes what an address may not hold.
 */
export const requestErrors = defineErrors({
  /** A raw NUL, control character or non-ASCII byte in the address. */
  invalidAddress: { status: 400, code: errorCodes.validation, message: messages.invalidAddress },
  /** Any other request that is not HTTP/1.1 as the parser reads it (a header name, a chunk size …). */
  malformed: { status: 400, code: errorCodes.validation, message: messages.invalidBody },
  headersTooLarge: {
    status: 431,
    code: errorCodes.headersTooLarge,
    message: 'The request headers are too large.',
  },
  timedOut: {
    status: 408,
    code: errorCodes.requestTimeout,
    message: 'The request took too long to arrive. Please try again.',
  },
});
