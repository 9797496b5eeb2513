import { useParams } from 'react-router';
import { EmailLinkScreen, emailLinkCopy } from '../../../features/email-links';

/**
 * `/payment/respond/:token`, opened from the staff e-mail: confirming and declining are two
 * separate clicks, by a signed-in member of staff (the router asks for sign-in first).
 */
export default function RespondToPaymentPage() {
  const token = encodeURIComponent(useParams().token ?? '');
  return (
    <EmailLinkScreen
      title={emailLinkCopy.paymentTitle}
      text={emailLinkCopy.paymentText}
      state={`/api/elder/paymentLink/${token}`}
      signedIn
      choices={[
        { label: emailLinkCopy.confirmPayment, action: `/api/elder/confirmPayment/${token}` },
        { label: emailLinkCopy.declinePayment, action: `/api/elder/declinePayment/${token}`, danger: true },
      ]}
    />
  );
}
