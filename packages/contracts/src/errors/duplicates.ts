import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';

/** Possible duplicates and merging two records (issue 23.5, decision 0087). */
export const duplicateErrors = defineErrors({
  applicantNotFound: { status: 404, code: errorCodes.notFound, message: 'There is no such applicant.' },
  pairNotFound: {
    status: 404,
    code: errorCodes.notFound,
    message: 'These two records are not flagged as possible duplicates.',
  },
  /** Signing in to an account merged into another (the login answers this once the password matched). */
  accountMerged: {
    status: 403,
    code: errorCodes.accountMerged,
    message:
      'This application was joined to your other application with the school. Sign in with the e-mail address of that one.',
  },
  sameRecord: {
    status: 409,
    code: errorCodes.mergeSameRecord,
    message: 'A record cannot be merged with itself. Choose two different records.',
  },
  notApplicant: {
    status: 409,
    code: errorCodes.mergeNotApplicant,
    message: 'Only two applicants can be merged: one of these is a staff account.',
  },
  erased: {
    status: 409,
    code: errorCodes.mergeErased,
    message: "One of these records was erased. An erased record's data is gone and cannot be merged.",
  },
  alreadyMerged: {
    status: 409,
    code: errorCodes.alreadyMerged,
    message: 'One of these records was already merged into another. Open the record it was merged into.',
  },
  midTest: {
    status: 409,
    code: errorCodes.mergeMidTest,
    message: 'One of these applicants is taking the aptitude test now. Merge them once the test is closed.',
  },
  bothAdmitted: {
    status: 409,
    code: errorCodes.mergeBothAdmitted,
    message:
      'Both records have accepted an offer or hold tuition payments. Settle which one stands with the finance team before merging.',
  },
  keepAdmitted: {
    status: 409,
    code: errorCodes.mergeKeepAdmitted,
    message:
      'The record to merge away has accepted an offer or holds tuition payments. Keep that record and merge the other into it.',
  },
});
