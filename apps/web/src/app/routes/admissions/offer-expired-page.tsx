import { messages } from '@intake/contracts/messages';
import { AdmissionOutcome } from './admission-outcome';

export default function OfferExpiredPage() {
  return <AdmissionOutcome title={messages.offerExpired} />;
}
