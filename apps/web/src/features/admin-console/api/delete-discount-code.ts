import { messageResponseSchema } from '@intake/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, refreshAudit } from './query-keys';

/**
 * `DELETE /api/summerSchool/discountCode/{code}`. The spec's Delete button called update; the issue
 * (5, item 7) has ours delete.
 */
export const deleteDiscountCode = (code: string) =>
  apiRequest(`/api/summerSchool/discountCode/${encodeURIComponent(code)}`, {
    method: 'DELETE',
    authenticated: true,
    schema: messageResponseSchema,
  });

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
