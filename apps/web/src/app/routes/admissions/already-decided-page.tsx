import { messages } from '@intake/contracts/messages';
import { AdmissionOutcome } from './admission-outcome';

export default function AlreadyDecidedPage() {
  return <AdmissionOutcome title={messages.alreadyDecided} />;
}
