import { answerMessageConsent as answerMessageConsentCall } from '@intake/contracts/endpoints/messaging';
import type { MessageConsentInput, MessageConsents } from '@intake/contracts/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { messageConsentKeys } from './query-keys';

export const answerMessageConsent = (answer: MessageConsentInput) =>
  callEndpoint(answerMessageConsentCall, { body: answer });

export const useAnswerMessageConsentMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerMessageConsent,
    onSuccess: (view) => queryClient.setQueryData<MessageConsents>(messageConsentKeys.mine, view),
  });
};
