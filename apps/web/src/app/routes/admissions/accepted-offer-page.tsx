import { messages } from '@intake/contracts/messages';
import { copy } from '../../../lib/copy';
import { AdmissionOutcome } from './admission-outcome';

export default function AcceptedOfferPage() {
  return <AdmissionOutcome title={messages.admissionAccepted} text={copy.admissionAcceptedText} />;
}
