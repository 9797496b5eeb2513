import { OutcomeScreen } from '../../../components/layout/outcome-screen';
import { copy } from '../../../lib/copy';

export default function ApplicationSuccessfulPage() {
  return <OutcomeScreen title={copy.excellent} text={copy.applicationEmailSent} />;
}
