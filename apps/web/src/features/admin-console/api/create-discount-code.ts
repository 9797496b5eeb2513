import { discountCodeResponseSchema } from '@intake/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, refreshAudit } from './query-keys';

export type CreateDiscountCodeInput = {
  discountOwner: string;
  code: string;
  numberOfValidRegistration: number;
  discountAmount: number;
};

/** docs/spec/portal-spec.md §7: `POST /api/summerSchool/discountCode`, body discountOwner, code, numberOfValidRegistration, discountAmount. */
export const createDiscountCode = (input: CreateDiscountCodeInput) =>
  apiRequest('/api/summerSchool/discountCode', {
    method: 'POST',
    body: input,
    authenticated: true,
    schema: discountCodeResponseSchema,
  });

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
