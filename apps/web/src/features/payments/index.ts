// The dashboard and the staff pages load the two components lazily, by their own paths.
export { myPaymentProofQueryKey, useMyPaymentProofQuery } from './api/get-my-payment-proof';
export type { PaymentDialogProps } from './components/payment-dialog';
export { paymentCopy } from './copy';
