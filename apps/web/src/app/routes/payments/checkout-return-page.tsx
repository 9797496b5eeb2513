import { CheckoutReturnScreen } from '../../../features/tuition-payment/components/checkout-return-screen';

/** `/pay-return`: where the provider's hosted checkout sends the payer back (issue 24.2). */
export default function CheckoutReturnPage() {
  return <CheckoutReturnScreen />;
}
