// The dashboard and the staff pages load the two components lazily, by their own paths.

export { paymentCopy } from '@intake/contracts/copy/payments';
export { myPaymentProofQueryKey, useMyPaymentProofQuery } from './api/get-my-payment-proof';
export type { PaymentDialogProps } from './components/payment-dialog';
