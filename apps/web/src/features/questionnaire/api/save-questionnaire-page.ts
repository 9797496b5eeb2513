import { userDataSchema } from '@intake/contracts/auth';
import type { QuestionnaireDraft } from '@intake/contracts/questionnaire';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** PATCH /api/questionnaire: saves the whole questionnaire as a draft (on Next); answers user data. */
export const saveQuestionnairePage = (draft: QuestionnaireDraft) =>
  apiRequest('/api/questionnaire', {
    method: 'PATCH',
    body: draft,
    authenticated: true,
    schema: userDataSchema,
  });

export const useSaveQuestionnairePageMutation = () => useMutation({ mutationFn: saveQuestionnairePage });
