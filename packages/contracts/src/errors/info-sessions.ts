import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';
import { messages } from '../messages.ts';

/** The info-sessions module's errors (a date that does not exist is interviewErrors.dateDoesNotExist). */
export const infoSessionErrors = defineErrors({
  sessionInPast: { status: 422, code: errorCodes.rule, message: 'The session must be in the future.' },
  sessionNotFound: {
    status: 404,
    code: errorCodes.notFound,
    message: 'No information session has this id.',
  },
  /** A join link we do not know, or of a session deleted since. */
  joinLinkInvalid: { status: 400, code: errorCodes.linkInvalid, message: messages.linkInvalid },
  /** A past or unknown session, booked or self-invited to: the spec's sentence. */
  sessionExpired: { status: 400, code: errorCodes.infoSessionExpired, message: messages.infoSessionExpired },
});
