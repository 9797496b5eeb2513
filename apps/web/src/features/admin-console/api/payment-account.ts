import { getPaymentAccount, savePaymentAccount } from '@intake/contracts/endpoints/school-payment';
import type { PaymentAccountInput } from '@intake/contracts/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { adminKeys, refreshAudit } from './query-keys';

/** Where tuition is paid, as applicants are told now. */
export const usePaymentAccountQuery = () =>
  useQuery({
    queryKey: adminKeys.paymentAccount,
    queryFn: () => callEndpoint(getPaymentAccount, {}),
  });

/** The bank account, USSD code and note. */
export function useSavePaymentAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentAccountInput) => callEndpoint(savePaymentAccount, { body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.paymentAccount });
      void refreshAudit(queryClient);
    },
  });
}
