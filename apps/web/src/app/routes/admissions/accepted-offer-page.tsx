import { copy } from '@intake/contracts/copy/shared';
import { messages } from '@intake/contracts/messages';
import { AdmissionOutcome } from './admission-outcome';

export default function AcceptedOfferPage() {
  return <AdmissionOutcome title={messages.admissionAccepted} text={copy.admissionAcceptedText} />;
}
