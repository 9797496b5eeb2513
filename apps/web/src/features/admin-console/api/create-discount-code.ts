import { createDiscountCode as createDiscountCodeCall } from '@intake/contracts/endpoints/discount-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys, refreshAudit } from './query-keys';

export type CreateDiscountCodeInput = {
  discountOwner: string;
  code: string;
  numberOfValidRegistration: number;
  discountAmount: number;
};

/** docs/spec/portal-spec.md §7: the body carries discountOwner, code, numberOfValidRegistration, discountAmount. */
export const createDiscountCode = (input: CreateDiscountCodeInput) =>
  callEndpoint(createDiscountCodeCall, { body: input });

export const useCreateDiscountCodeMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDiscountCode,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.discountCodes });
      void refreshAudit(queryClient);
    },
  });
};
