import { getQuestionnaire as getQuestionnaireCall } from '@intake/contracts/endpoints/questionnaire';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const questionnaireQueryKey = ['questionnaire'] as const;

/** The applicant's saved draft (with the page they were on) and whether it was submitted. */
export const getQuestionnaire = () => callEndpoint(getQuestionnaireCall);

/** Read once when the form opens; the form itself then owns the answers. */
export const useQuestionnaireQuery = () =>
  useQuery({
    queryKey: questionnaireQueryKey,
    queryFn: getQuestionnaire,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
