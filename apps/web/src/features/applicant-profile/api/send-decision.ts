import { messageResponseSchema } from '@intake/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

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

export const useSendDecisionMutation = () => useMutation({ mutationFn: sendDecision });
