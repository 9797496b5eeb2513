import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';
import { INTERVIEW_PAST_MESSAGE } from '../interviews.ts';
import { messages } from '../messages.ts';

/** The interviews module's errors: invitations, their links, the interview's progress and comments. */
export const interviewErrors = defineErrors({
  applicantNotFound: {
    status: 404,
    code: errorCodes.notFound,
    message: 'No applicant has this e-mail address.',
  },
  /** A dd-MM-yyyy date the calendar does not have (31-02-2027). */
  dateDoesNotExist: { status: 400, code: errorCodes.validation, message: 'That date does not exist.' },
  interviewInPast: { status: 422, code: errorCodes.rule, message: INTERVIEW_PAST_MESSAGE },
  interviewNotScheduled: {
    status: 404,
    code: errorCodes.notFound,
    message: 'No interview has been scheduled yet.',
  },
  inviteRefused: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'Only an applicant who has taken the test can be invited for an interview.',
  },
  /** Self-booking and the fixed-time invitation are one track: a live booking is cancelled first. */
  interviewBooked: {
    status: 409,
    code: errorCodes.wrongState,
    message:
      'This applicant has booked an interview time themselves. Cancel that booking first (the bookings on their profile) to send a fixed-time invitation.',
  },
  acceptRefused: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'This interview cannot be accepted now.',
  },
  startRefused: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'Only an invited applicant can be interviewed.',
  },
  completeRefused: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'Only an interview in progress can be marked done.',
  },
  rescheduleClosed: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'This interview can no longer be rescheduled.',
  },
  rescheduleLinkInvalid: {
    status: 400,
    code: errorCodes.linkInvalid,
    message: messages.rescheduleLinkInvalid,
  },
  rescheduleLinkReplaced: { status: 400, code: errorCodes.linkReplaced, message: messages.linkReplaced },
  rescheduleLinkSpent: { status: 409, code: errorCodes.linkSpent, message: messages.rescheduleLinkSpent },
});
