import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';

/** Rubrics (admin console) and scorecards (the applicant's profile), issue 22.1 and 22.8. */
export const reviewErrors = defineErrors({
  cohortNotFound: { status: 404, code: errorCodes.notFound, message: 'There is no such cohort.' },
  criterionNotFound: { status: 404, code: errorCodes.notFound, message: 'There is no such criterion.' },
  applicantNotFound: { status: 404, code: errorCodes.notFound, message: 'There is no such applicant.' },
  /** Two criteria of one stage with one name would be scored apart yet read as one. */
  criterionNameTaken: {
    status: 409,
    code: errorCodes.conflict,
    message: 'This stage already has a criterion with that name.',
  },
  tooManyCriteria: {
    status: 422,
    code: errorCodes.rule,
    message: 'A stage can have at most 20 criteria.',
  },
  /** Deleting it would change scorecards already given; rename or re-weigh it instead. */
  criterionScored: {
    status: 409,
    code: errorCodes.conflict,
    message:
      'Reviewers have scored this criterion, so it cannot be deleted. Change its name or weight instead.',
  },
  noInterviewRubric: {
    status: 422,
    code: errorCodes.rule,
    message: 'The applicant’s cohort has no interview rubric yet. Ask an admin to add its criteria.',
  },
  /** Every criterion once, none from another rubric. */
  scoresIncomplete: {
    status: 400,
    code: errorCodes.validation,
    message: 'Score every criterion of the interview rubric once.',
  },
  notInterviewed: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'An interview scorecard is filled once the interview has started.',
  },
  decided: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'The decision on this applicant is made, so scorecards can no longer change.',
  },
  /** The queue (issue 22.3): one reviewer's assignments only; an unassigned applicant is not revealed. */
  notAssigned: {
    status: 404,
    code: errorCodes.notFound,
    message: 'This applicant is not in your reviews.',
  },
  noFirstReviewRubric: {
    status: 409,
    code: errorCodes.conflict,
    message:
      'The applicant’s cohort has no first-review criteria yet. An admin must add them in the admin console before anyone can review.',
  },
  firstReviewScoresIncomplete: {
    status: 400,
    code: errorCodes.validation,
    message: 'Score every criterion of the first-review rubric once.',
  },
  /** After the first round (invited, rejected, withdrawn …) a first-round review stays as it was. */
  firstReviewClosed: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'This applicant has left the first review, so the review can no longer change.',
  },
});
