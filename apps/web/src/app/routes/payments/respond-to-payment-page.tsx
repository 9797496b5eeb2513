import {
  confirmPaymentByLink,
  declinePaymentByLink,
  getPaymentLink,
} from '@intake/contracts/endpoints/payment-links';
import { useParams } from 'react-router';
import { EmailLinkScreen, emailLinkCopy, linkCall } from '../../../features/email-links';

/**
 * `/payment/respond/:token`, opened from the staff e-mail: confirming and declining are two
 * separate clicks, by a signed-in member of staff (the router asks for sign-in first; the clicks'
 * declarations carry the session, the read needs only the token).
 */
export default function RespondToPaymentPage() {
  return (
    <EmailLinkScreen
      title={emailLinkCopy.paymentTitle}
      text={emailLinkCopy.paymentText}
      token={useParams().token ?? ''}
      readState={linkCall(getPaymentLink)}
      choices={[
        { label: emailLinkCopy.confirmPayment, click: linkCall(confirmPaymentByLink) },
        { label: emailLinkCopy.declinePayment, click: linkCall(declinePaymentByLink), danger: true },
      ]}
    />
  );
}
