import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';

/** The applicant's messages on the staff profile (issue 25.5) and the bulk message (issue 25.6). */
export const messageTimelineErrors = defineErrors({
  noSuchApplicant: { status: 404, code: errorCodes.notFound, message: 'There is no such applicant.' },
  noSuchMessage: {
    status: 404,
    code: errorCodes.notFound,
    message: 'This applicant has no such message.',
  },
  /** Its link works once and may be spent: resending it as it was would send a dead link. */
  singleUseLink: {
    status: 422,
    code: errorCodes.rule,
    message:
      'This message carries a one-time link. Use the resend action of its step (for example the invitation or the password link) to send a new one.',
  },
  /** The applicant withdrew the channel's consent, or changed the number, since it was sent. */
  channelNotAccepted: {
    status: 422,
    code: errorCodes.rule,
    message: 'The applicant has not accepted messages on this channel at their current number.',
  },
  applicantGone: {
    status: 422,
    code: errorCodes.rule,
    message: 'This applicant withdrew or was erased; they receive no more messages.',
  },
});
