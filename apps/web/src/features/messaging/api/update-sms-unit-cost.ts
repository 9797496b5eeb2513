import { updateSmsUnitCost as updateSmsUnitCostCall } from '@intake/contracts/endpoints/message-timeline';
import type { SmsUnitCost } from '@intake/contracts/message-timeline';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { messagingKeys } from './query-keys';

export const updateSmsUnitCost = (body: SmsUnitCost) => callEndpoint(updateSmsUnitCostCall, { body });

export const useUpdateSmsUnitCostMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSmsUnitCost,
    onSuccess: (saved) => queryClient.setQueryData(messagingKeys.smsUnitCost, saved),
  });
};
