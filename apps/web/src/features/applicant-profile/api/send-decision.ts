import { messageResponseSchema } from '@intake/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';

/** The path value of each choice: the spec's client sends 'send' for Send to Community (§7). */
export const decisionValues = {
  offer: 'Offer Admission',
  community: 'send',
  notSure: 'Not Sure',
} as const;
export type DecisionChoice = keyof typeof decisionValues;

/** POST /api/elder/sendInterviewDecision/{email}/{decision}, no body. */
export const sendDecision = ({ email, choice }: { email: string; choice: DecisionChoice }) =>
  apiRequest(
    `/api/elder/sendInterviewDecision/${encodeURIComponent(email)}/${encodeURIComponent(decisionValues[choice])}`,
    { method: 'POST', authenticated: true, schema: messageResponseSchema },
  );

export const useSendDecisionMutation = () => useSingleFlightMutation({ mutationFn: sendDecision });
