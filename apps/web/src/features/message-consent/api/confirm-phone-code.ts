import { confirmPhoneCode as confirmPhoneCodeCall } from '@intake/contracts/endpoints/messaging';
import type { MessageConsents } from '@intake/contracts/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { messageConsentKeys } from './query-keys';

export const confirmPhoneCode = (code: string) => callEndpoint(confirmPhoneCodeCall, { body: { code } });

export const useConfirmPhoneCodeMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPhoneCode,
    onSuccess: (view) => queryClient.setQueryData<MessageConsents>(messageConsentKeys.mine, view),
  });
};
