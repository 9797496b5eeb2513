import { saveQuestionnaireDraft } from '@intake/contracts/endpoints/questionnaire';
import type { QuestionnaireDraft } from '@intake/contracts/questionnaire';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Saves the whole questionnaire as a draft (on Next); answers user data. */
export const saveQuestionnairePage = (draft: QuestionnaireDraft) =>
  callEndpoint(saveQuestionnaireDraft, { body: draft });

export const useSaveQuestionnairePageMutation = () => useMutation({ mutationFn: saveQuestionnairePage });
