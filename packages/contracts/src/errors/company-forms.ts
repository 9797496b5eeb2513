import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';
import { messages } from '../messages.ts';

export const companyFormErrors = defineErrors({
  /** The web shows the spec's own sentence for it, whatever the server says (stay-updated.ts). */
  alreadySubscribed: { status: 409, code: errorCodes.alreadySubscribed, message: messages.alreadySubscribed },
});
