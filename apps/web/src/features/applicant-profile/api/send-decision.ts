import type { ReasonDecision } from '@intake/contracts/decision-reasons';
import { listDecisionReasons, makeReasonedDecision } from '@intake/contracts/endpoints/decision-reasons';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';

/** The decision each choice of the dialog sends. */
export const decisionValues = {
  offer: 'Offer Admission',
  community: 'Send to Community',
  notSure: 'Not Sure',
} as const satisfies Record<string, ReasonDecision>;
export type DecisionChoice = keyof typeof decisionValues;

/**
 * The decision with its reason in a body (issue 22, point 7); the spec's path-only route stays for
 * callers that send no reason.
 */
export const sendDecision = ({
  email,
  choice,
  reasonId,
}: {
  email: string;
  choice: DecisionChoice;
  reasonId: string | null;
}) =>
  callEndpoint(makeReasonedDecision, {
    params: { email },
    body: { decision: decisionValues[choice], reasonId },
  });

export const useSendDecisionMutation = () => useSingleFlightMutation({ mutationFn: sendDecision });

/** The reasons admins keep; the dialog offers those on the list that fit the chosen decision. */
export const useDecisionReasonsQuery = (enabled: boolean) =>
  useQuery({
    queryKey: ['decision-reasons'],
    queryFn: () => callEndpoint(listDecisionReasons),
    enabled,
    staleTime: 60_000,
  });
