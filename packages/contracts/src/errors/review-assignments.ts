import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';

/** Assignment of first-round reviewers, their queues, conflicts and review settings (issue 22.2). */
export const reviewAssignmentErrors = defineErrors({
  cohortNotFound: { status: 404, code: errorCodes.notFound, message: 'There is no such cohort.' },
  reviewerNotFound: { status: 404, code: errorCodes.notFound, message: 'There is no such reviewer.' },
  applicantNotFound: { status: 404, code: errorCodes.notFound, message: 'There is no such applicant.' },
  assignmentNotFound: {
    status: 404,
    code: errorCodes.notFound,
    message: 'This reviewer is not assigned to review this applicant.',
  },
  conflictNotFound: {
    status: 404,
    code: errorCodes.notFound,
    message: 'No conflict is declared between this reviewer and this applicant.',
  },
  /** Only elders review in the first round: admins, sponsors and suspended accounts do not. */
  notAnElder: {
    status: 422,
    code: errorCodes.rule,
    message: 'Only an active elder can review applicants.',
  },
  assignmentDone: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'This review is already in, so it cannot be given to another elder.',
  },
  leftReview: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'The applicant has left the first review round, so the assignment cannot move.',
  },
  alreadyAssigned: {
    status: 409,
    code: errorCodes.conflict,
    message: 'That elder already reviews this applicant.',
  },
  reviewerConflicted: {
    status: 409,
    code: errorCodes.conflict,
    message: 'That elder has a conflict of interest with this applicant.',
  },
  conflictExists: {
    status: 409,
    code: errorCodes.conflict,
    message: 'A conflict between this reviewer and this applicant is already declared.',
  },
  /** Found from the same e-mail or phone: it would be found again at the next assignment. */
  conflictFoundBySystem: {
    status: 409,
    code: errorCodes.conflict,
    message: 'The portal found this conflict (same e-mail or phone), so it cannot be removed.',
  },
});
