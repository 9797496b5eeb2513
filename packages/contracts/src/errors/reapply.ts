import { reapplyCopy } from '../copy/reapply.ts';
import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';

/** Re-applying with the same account (endpoints/reapply.ts, and the apply form's known e-mail). */
export const reapplyErrors = defineErrors({
  fromDashboard: {
    status: 409,
    code: errorCodes.reapplyFromDashboard,
    message: reapplyCopy.applyFromDashboard,
  },
  notEnded: { status: 409, code: errorCodes.applicationNotEnded, message: reapplyCopy.notEnded },
  noOpenCohort: { status: 409, code: errorCodes.noCohortToReapply, message: reapplyCopy.noOpenCohort },
  sameCohort: { status: 409, code: errorCodes.noCohortToReapply, message: reapplyCopy.sameCohort },
  otherCohort: { status: 409, code: errorCodes.noCohortToReapply, message: reapplyCopy.otherCohort },
});
