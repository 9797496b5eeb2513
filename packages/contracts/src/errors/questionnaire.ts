import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';
import { messages } from '../messages.ts';

export const questionnaireErrors = defineErrors({
  alreadySubmitted: {
    status: 400,
    code: errorCodes.alreadySubmitted,
    message: messages.alreadySubmittedQuestionnaire,
  },
});
