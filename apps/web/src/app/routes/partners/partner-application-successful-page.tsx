import { OutcomeScreen } from '../../../components/layout/outcome-screen';
import { copy } from '../../../lib/copy';

export default function PartnerApplicationSuccessfulPage() {
  return <OutcomeScreen title={copy.thankYou} text={copy.companyRequestReceived} />;
}
