import { messageResponseSchema } from '@intake/contracts/auth';
import { type PaymentAccountInput, paymentAccountSchema } from '@intake/contracts/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, refreshAudit } from './query-keys';

const path = '/api/admin/school/payment';

/** `GET /api/admin/school/payment`: where tuition is paid, as applicants are told now. */
export const usePaymentAccountQuery = () =>
  useQuery({
    queryKey: adminKeys.paymentAccount,
    queryFn: () => apiRequest(path, { authenticated: true, schema: paymentAccountSchema }),
  });

/** `PUT /api/admin/school/payment`: the bank account, USSD code and note. */
export function useSavePaymentAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentAccountInput) =>
      apiRequest(path, { method: 'PUT', body: input, authenticated: true, schema: messageResponseSchema }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.paymentAccount });
      void refreshAudit(queryClient);
    },
  });
}
