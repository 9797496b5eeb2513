import { discountCodeResponseSchema } from '@intake/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, refreshAudit } from './query-keys';

export type UpdateDiscountCodeInput = {
  code: string;
  numberOfValidRegistration: number;
  discountAmount: number;
};

/** docs/spec/portal-spec.md §7: `PATCH /api/summerSchool/discountCode`, body code, numberOfValidRegistration, discountAmount. */
export const updateDiscountCode = (input: UpdateDiscountCodeInput) =>
  apiRequest('/api/summerSchool/discountCode', {
    method: 'PATCH',
    body: input,
    authenticated: true,
    schema: discountCodeResponseSchema,
  });

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
