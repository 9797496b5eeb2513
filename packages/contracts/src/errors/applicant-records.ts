import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';
import { messages } from '../messages.ts';

/** The errors of the staff's records: the list, one applicant's profile, the export. */
export const recordsErrors = defineErrors({
  noSuchApplicant: {
    status: 404,
    code: errorCodes.notFound,
    message: 'No applicant has this e-mail address.',
  },
  ownExportRunning: { status: 429, code: errorCodes.exportBusy, message: messages.exportAlreadyRunning },
  exportsBusy: { status: 429, code: errorCodes.exportBusy, message: messages.exportsBusy },
});
