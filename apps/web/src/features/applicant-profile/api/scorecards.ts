import {
  getScorecards as getScorecardsCall,
  saveInterviewScorecard,
} from '@intake/contracts/endpoints/review-scorecards';
import type { ScorecardInput } from '@intake/contracts/review';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { applicantProfileQueryKey } from './get-applicant-profile';

export const scorecardsQueryKey = (email: string) => ['scorecards', email] as const;

/** The rubric, the test score, every scorecard and the weighted scores of an applicant. */
export const getScorecards = (email: string) => callEndpoint(getScorecardsCall, { params: { email } });

export const useScorecardsQuery = (email: string) =>
  useQuery({ queryKey: scorecardsQueryKey(email), queryFn: () => getScorecards(email), retry: false });

/** Fills or changes the signed-in reviewer's interview scorecard; the answer is the section's new state. */
export const saveScorecard = ({ email, ...body }: ScorecardInput & { email: string }) =>
  callEndpoint(saveInterviewScorecard, { params: { email }, body });

export const useSaveScorecardMutation = (email: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveScorecard,
    onSuccess: (answer) => {
      queryClient.setQueryData(scorecardsQueryKey(email), answer);
      void queryClient.invalidateQueries({ queryKey: applicantProfileQueryKey(email) });
    },
  });
};
