import { useParams } from 'react-router';
import { PayLinkScreen } from '../../../features/tuition-payment/components/pay-link-screen';

/** `/pay/:token`: the tuition payment link a learner shares with whoever pays (issue 24.2). No login. */
export default function PayTuitionPage() {
  return <PayLinkScreen token={useParams().token ?? ''} />;
}
