import type { UpdateDecisionReasonInput } from '@intake/contracts/decision-reasons';
import {
  createDecisionReason as createCall,
  decisionReasonReport,
  listDecisionReasons,
  updateDecisionReason as updateCall,
} from '@intake/contracts/endpoints/decision-reasons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys, refreshAudit } from './query-keys';

const reasonsKey = ['admin', 'decision-reasons'] as const;

export const useDecisionReasonsQuery = () =>
  useQuery({ queryKey: reasonsKey, queryFn: () => callEndpoint(listDecisionReasons) });

export type SaveReasonInput = UpdateDecisionReasonInput & { reasonId: string | null };

/** Adds a reason (no id) or saves one, archived or not. */
export const saveDecisionReason = ({ reasonId, archived, ...input }: SaveReasonInput) =>
  reasonId
    ? callEndpoint(updateCall, { params: { reasonId }, body: { ...input, archived } })
    : callEndpoint(createCall, { body: input });

export const useSaveDecisionReasonMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDecisionReason,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reasonsKey });
      void refreshAudit(queryClient);
    },
  });
};

export const useReasonReportQuery = (cohortId: string | null) =>
  useQuery({
    queryKey: [...adminKeys.cohorts, cohortId, 'decision-reasons'],
    queryFn: () => callEndpoint(decisionReasonReport, { params: { cohortId: cohortId ?? '' } }),
    enabled: cohortId !== null,
  });
