import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';

/** Offers with deadlines, seats and the waitlist (issue 23.2, decision 0081). */
export const offerErrors = defineErrors({
  /** Single, bulk and waitlist offers alike: offers out never exceed the cohort's seats. */
  noSeatLeft: {
    status: 409,
    code: errorCodes.conflict,
    message:
      "Every seat in this applicant's cohort is taken or offered. An offer can be made once an offer is declined or expires, or the cohort's seats are raised.",
  },
  cohortNotFound: { status: 404, code: errorCodes.notFound, message: 'There is no such cohort.' },
});
