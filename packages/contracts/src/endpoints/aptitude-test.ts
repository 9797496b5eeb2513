import {
  heartbeatResponseSchema,
  heartbeatSchema,
  runningTestSchema,
  saveAnswerResponseSchema,
  saveAnswerSchema,
  startTestResponseSchema,
  submitTestResponseSchema,
  submitTestSchema,
} from '../aptitude-test.ts';
import { userDataSchema } from '../auth.ts';
import { earlyPaths } from '../early-paths.ts';
import { emailParamSchema } from '../email.ts';
import { APPLICANT, defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';

/** The applicant's own attempt, found from the session (nothing in the path to change). */
const access = { allow: APPLICANT };
const tags = ['aptitude-test'];

export const startTest = defineEndpoint({
  method: 'POST',
  path: '/api/applicant/startTest',
  response: startTestResponseSchema,
  access,
  errors: [errorCodes.notFound, errorCodes.wrongState, errorCodes.alreadyTested],
  tags,
  summary: 'Start the one timed attempt (from QUESTIONNAIRE)',
});

/** The web's entry starts this call before the test screen's chunks arrive (early-paths.ts). */
export const getRunningTest = defineEndpoint({
  method: 'GET',
  path: earlyPaths.runningTest,
  response: runningTestSchema,
  access,
  errors: [errorCodes.wrongState],
  tags,
  summary: 'The running test: questions without answers, saved answers, seconds left',
});

export const saveTestAnswer = defineEndpoint({
  method: 'PATCH',
  path: '/api/applicant/test/answer',
  body: saveAnswerSchema,
  response: saveAnswerResponseSchema,
  access,
  errors: [errorCodes.validation, errorCodes.wrongState, errorCodes.testStopped],
  tags,
  summary: 'Save one answer',
});

export const sendTestHeartbeat = defineEndpoint({
  method: 'POST',
  path: '/api/applicant/test/heartbeat',
  body: heartbeatSchema,
  response: heartbeatResponseSchema,
  access,
  errors: [errorCodes.validation, errorCodes.wrongState, errorCodes.testStopped],
  tags,
  summary:
    'The running test is still here: records contact (a long gap is a pause), saves the unacknowledged answers',
});

export const submitAptitudeTest = defineEndpoint({
  method: 'PATCH',
  path: '/api/applicant/submitAptitudeTest',
  body: submitTestSchema,
  response: submitTestResponseSchema,
  access,
  errors: [errorCodes.wrongState],
  tags,
  summary: 'Submit the attempt; the server computes the score and ignores one sent',
});

export const stopOwnTest = defineEndpoint({
  method: 'POST',
  path: '/api/applicant/stopTest/:email',
  params: emailParamSchema,
  response: userDataSchema,
  access: { allow: APPLICANT, owner: 403 },
  errors: [],
  tags,
  summary: "The applicant's stop-test call: closes an attempt whose time is over, answers user data",
});
