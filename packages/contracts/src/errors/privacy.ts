import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';
import { privacyMessages } from '../privacy.ts';

/** Personal-data rights: an applicant's erasure request and an admin's erasure. */
export const privacyErrors = defineErrors({
  erasureAlreadyRequested: {
    status: 409,
    code: errorCodes.erasureAlreadyRequested,
    message: privacyMessages.erasureAlreadyRequested,
  },
  applicantNotFound: {
    status: 404,
    code: errorCodes.notFound,
    message: 'No applicant has that e-mail address.',
  },
  staffNotErasable: {
    status: 409,
    code: errorCodes.staffNotErasable,
    message: privacyMessages.cannotEraseStaff,
  },
  alreadyErased: { status: 409, code: errorCodes.alreadyErased, message: privacyMessages.alreadyErased },
});
