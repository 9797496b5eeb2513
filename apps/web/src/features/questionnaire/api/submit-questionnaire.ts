import { userDataSchema } from '@intake/contracts/auth';
import type { QuestionnaireDraft } from '@intake/contracts/questionnaire';
import { apiRequest } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';

/**
 * POST /api/questionnaire/submit with the whole questionnaire, so a page whose draft save was lost
 * to a dropped connection still arrives. Answers the updated user data (status QUESTIONNAIRE).
 */
export const submitQuestionnaire = (draft: QuestionnaireDraft) =>
  apiRequest('/api/questionnaire/submit', {
    method: 'POST',
    body: draft,
    authenticated: true,
    schema: userDataSchema,
  });

export const useSubmitQuestionnaireMutation = () =>
  useSingleFlightMutation({ mutationFn: submitQuestionnaire });
