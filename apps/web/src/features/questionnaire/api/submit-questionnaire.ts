import { submitQuestionnaire as submitQuestionnaireCall } from '@intake/contracts/endpoints/questionnaire';
import type { QuestionnaireDraft } from '@intake/contracts/questionnaire';
import { callEndpoint } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';

/**
 * Submits with the whole questionnaire, so a page whose draft save was lost
 * to a dropped connection still arrives. Answers the updated user data (status QUESTIONNAIRE).
 */
export const submitQuestionnaire = (draft: QuestionnaireDraft) =>
  callEndpoint(submitQuestionnaireCall, { body: draft });

export const useSubmitQuestionnaireMutation = () =>
  useSingleFlightMutation({ mutationFn: submitQuestionnaire });
