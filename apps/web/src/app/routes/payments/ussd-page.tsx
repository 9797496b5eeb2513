import { PaymentReviewScreen } from './payment-review-screen';

/** /ussd (staff): the same review, the address the spec keeps for USSD payments; `?proof=<id>`. */
export default function UssdPage() {
  return <PaymentReviewScreen />;
}
