import { defineErrors } from '../error-catalogue.ts';
import { errorCodes } from '../errors.ts';
import { messages } from '../messages.ts';

/** The errors of the aptitude test: the applicant's attempt and the admin's Stop Test and Undo Test. */
export const testErrors = defineErrors({
  alreadyTested: { status: 400, code: errorCodes.alreadyTested, message: messages.alreadyTested },
  questionnaireFirst: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'Please fill the questionnaire before you take the test.',
  },
  noTestRunning: { status: 409, code: errorCodes.wrongState, message: 'You have no test in progress.' },
  stoppedBySchool: { status: 409, code: errorCodes.testStopped, message: messages.testStoppedBySchool },
  questionNotInTest: {
    status: 400,
    code: errorCodes.validation,
    message: 'This question is not part of your test.',
  },
  notAnOption: {
    status: 400,
    code: errorCodes.validation,
    message: 'Choose one of the options of this question.',
  },
  answerTooLate: { status: 409, code: errorCodes.wrongState, message: messages.testEndedAnswerNotSaved },
  cannotClose: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'The test cannot be closed in this state.',
  },
  applicantNotTesting: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'This applicant has no test in progress.',
  },
  applicantNotTested: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'This applicant has not taken the test.',
  },
  cannotUndo: {
    status: 409,
    code: errorCodes.wrongState,
    message: 'Only a test in progress or a finished test can be undone.',
  },
});
