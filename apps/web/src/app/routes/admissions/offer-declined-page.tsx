import { messages } from '@intake/contracts/messages';
import { copy } from '../../../lib/copy';
import { AdmissionOutcome } from './admission-outcome';

export default function OfferDeclinedPage() {
  return <AdmissionOutcome title={messages.admissionDeclined} text={copy.admissionDeclinedText} />;
}
