import { questionnaireStateSchema } from '@intake/contracts/questionnaire';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const questionnaireQueryKey = ['questionnaire'] as const;

/** GET /api/questionnaire: the applicant's saved draft (with the page they were on) and whether it was submitted. */
export const getQuestionnaire = () =>
  apiRequest('/api/questionnaire', { authenticated: true, schema: questionnaireStateSchema });

/** Read once when the form opens; the form itself then owns the answers. */
export const useQuestionnaireQuery = () =>
  useQuery({
    queryKey: questionnaireQueryKey,
    queryFn: getQuestionnaire,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
