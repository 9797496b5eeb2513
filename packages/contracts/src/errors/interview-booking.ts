import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';

/** Interview booking's errors (issue 26): links, slots, limits and the staff's actions on bookings. */
export const bookingErrors = defineErrors({
  linkInvalid: {
    status: 400,
    code: errorCodes.linkInvalid,
    message: 'This booking link is not valid. Ask the school for a new one.',
  },
  linkExpired: {
    status: 400,
    code: errorCodes.linkExpired,
    message: 'This booking link has expired. Ask the school for a new one.',
  },
  notInvited: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'You have not been invited to book an interview.',
  },
  inviteRefused: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'Only an applicant who has taken the test and is not yet interviewed can be invited to book.',
  },
  applicantNotFound: {
    status: 404,
    code: errorCodes.notFound,
    message: 'No applicant has this e-mail address.',
  },
  slotTaken: {
    status: 409,
    code: errorCodes.conflict,
    message: 'Someone has just booked that time. Please choose one of the next free times.',
  },
  alreadyBooked: {
    status: 409,
    code: errorCodes.conflict,
    message: 'You already have an interview booked. Reschedule it instead.',
  },
  noReschedulesLeft: {
    status: 422,
    code: errorCodes.rule,
    message: 'You have used all your changes. Please contact the school to move the interview.',
  },
  tooLateToChange: {
    status: 422,
    code: errorCodes.rule,
    message: 'The interview is too close to change now. Please contact the school.',
  },
  noRebookingLeft: {
    status: 422,
    code: errorCodes.rule,
    message:
      'You have used all your changes, so you cannot book again yourself. Please contact the school for a new time.',
  },
  tooLateToRebook: {
    status: 422,
    code: errorCodes.rule,
    message:
      'You cancelled too close to the interview to book again yourself. Please contact the school for a new time.',
  },
  noBooking: { status: 404, code: errorCodes.notFound, message: 'There is no interview booked.' },
  bookingNotFound: { status: 404, code: errorCodes.notFound, message: 'No such interview booking.' },
  notYourBooking: {
    status: 403,
    code: errorCodes.forbidden,
    message: 'Only the elder of this interview or an admin can change it.',
  },
  bookingClosed: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'This interview is no longer booked.',
  },
  outcomeTooEarly: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'The interview can be marked held or missed once its time has begun.',
  },
  dateDoesNotExist: { status: 400, code: errorCodes.validation, message: 'That date does not exist.' },
  feedNotFound: { status: 404, code: errorCodes.notFound, message: 'Unknown calendar.' },
});
