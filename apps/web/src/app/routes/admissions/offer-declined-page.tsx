import { copy } from '@intake/contracts/copy/shared';
import { messages } from '@intake/contracts/messages';
import { AdmissionOutcome } from './admission-outcome';

export default function OfferDeclinedPage() {
  return <AdmissionOutcome title={messages.admissionDeclined} text={copy.admissionDeclinedText} />;
}
