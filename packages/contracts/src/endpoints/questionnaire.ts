import { userDataSchema } from '../auth.ts';
import { APPLICANT, defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import { questionnaireDraftSchema, questionnaireStateSchema } from '../questionnaire.ts';

/** The applicant's own questionnaire, found from the session (nothing in the path to change). */
const own = { access: { allow: APPLICANT }, tags: ['questionnaire'] } as const;

export const getQuestionnaire = defineEndpoint({
  ...own,
  method: 'GET',
  path: '/api/questionnaire',
  response: questionnaireStateSchema,
  errors: [errorCodes.notFound],
  summary: 'The saved questionnaire (draft or submitted)',
});

export const saveQuestionnaireDraft = defineEndpoint({
  ...own,
  method: 'PATCH',
  path: '/api/questionnaire',
  body: questionnaireDraftSchema,
  response: userDataSchema,
  errors: [errorCodes.notFound, errorCodes.alreadySubmitted],
  summary: 'Save the questionnaire as a draft (on Next); answers user data',
});

export const submitQuestionnaire = defineEndpoint({
  ...own,
  method: 'POST',
  path: '/api/questionnaire/submit',
  body: questionnaireDraftSchema.nullish(),
  response: userDataSchema,
  errors: [errorCodes.notFound, errorCodes.alreadySubmitted],
  summary: 'Submit the questionnaire (APPLIED → QUESTIONNAIRE); the body may carry the last page',
});
