import { copy } from '@intake/contracts/copy/shared';
import { OutcomeScreen } from '../../../components/layout/outcome-screen';

export default function ApplicationSuccessfulPage() {
  return <OutcomeScreen title={copy.excellent} text={copy.applicationEmailSent} />;
}
