import { PaymentReviewScreen } from './payment-review-screen';

/** /confirm-payment (staff): review a proof of payment, `?proof=<id>`. */
export default function ConfirmPaymentPage() {
  return <PaymentReviewScreen />;
}
