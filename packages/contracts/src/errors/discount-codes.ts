import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';
import { messages } from '../messages.ts';

export const discountCodeErrors = defineErrors({
  /** An admin creates a code that is already taken. */
  codeExists: {
    status: 409,
    code: errorCodes.discountCodeExists,
    message: 'This discount code already exists.',
  },
  /** An admin changes or deletes a code that is not there. */
  noSuchCode: { status: 404, code: errorCodes.notFound, message: 'No discount code is called that.' },
  /** A learner's code that is not there. */
  codeInvalid: { status: 404, code: errorCodes.notFound, message: messages.discountCodeInvalid },
  codeUsedUp: { status: 409, code: errorCodes.discountCodeUsedUp, message: messages.discountCodeUsedUp },
});
