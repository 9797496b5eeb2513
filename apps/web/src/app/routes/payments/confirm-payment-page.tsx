import { ScreenHeading } from '../../../components/layout/screen-heading';
import { copy } from '../../../lib/copy';

export default function ConfirmPaymentPage() {
  return <ScreenHeading title={copy.confirmPayment} />;
}
