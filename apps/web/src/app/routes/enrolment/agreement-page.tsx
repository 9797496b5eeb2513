import { ScreenHeading } from '../../../components/layout/screen-heading';
import { copy } from '../../../lib/copy';

export default function AgreementPage() {
  return <ScreenHeading title={copy.paymentAgreement} />;
}
