import { deleteDiscountCode as deleteDiscountCodeCall } from '@intake/contracts/endpoints/discount-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys, refreshAudit } from './query-keys';

export const deleteDiscountCode = (code: string) =>
  callEndpoint(deleteDiscountCodeCall, { params: { code } });

export const useDeleteDiscountCodeMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDiscountCode,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.discountCodes });
      void refreshAudit(queryClient);
    },
  });
};
