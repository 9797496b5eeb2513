import { updateDiscountCode as updateDiscountCodeCall } from '@intake/contracts/endpoints/discount-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys, refreshAudit } from './query-keys';

export type UpdateDiscountCodeInput = {
  code: string;
  numberOfValidRegistration: number;
  discountAmount: number;
};

/** docs/spec/portal-spec.md §7: the body carries code, numberOfValidRegistration, discountAmount. */
export const updateDiscountCode = (input: UpdateDiscountCodeInput) =>
  callEndpoint(updateDiscountCodeCall, { body: input });

export const useUpdateDiscountCodeMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDiscountCode,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.discountCodes });
      void refreshAudit(queryClient);
    },
  });
};
