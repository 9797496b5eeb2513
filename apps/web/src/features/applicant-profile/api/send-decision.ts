import { sendInterviewDecision } from '@intake/contracts/endpoints/interview-review';
import { callEndpoint } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';

/** The path value of each choice: the spec's client sends 'send' for Send to Community (§7). */
export const decisionValues = {
  offer: 'Offer Admission',
  community: 'send',
  notSure: 'Not Sure',
} as const;
export type DecisionChoice = keyof typeof decisionValues;

/** The decision in the path, no body. */
export const sendDecision = ({ email, choice }: { email: string; choice: DecisionChoice }) =>
  callEndpoint(sendInterviewDecision, { params: { email, decision: decisionValues[choice] } });

export const useSendDecisionMutation = () => useSingleFlightMutation({ mutationFn: sendDecision });
