import { emailLinkOutcomeSchema, emailLinkStateSchema } from '@intake/contracts/auth';
import { useParams } from 'react-router';
import { type ClickLink, EmailLinkScreen, emailLinkCopy } from '../../../features/email-links';
import { apiRequest } from '../../../lib/api-client';

// The payment link's calls are not declared in contracts yet (payments module): called by path.
// The read needs only the token; the click carries the session, since staff answer.
const readPaymentLink = (token: string) =>
  apiRequest(`/api/elder/paymentLink/${encodeURIComponent(token)}`, { schema: emailLinkStateSchema });
const answerPayment =
  (action: 'confirmPayment' | 'declinePayment'): ClickLink =>
  (token) =>
    apiRequest(`/api/elder/${action}/${encodeURIComponent(token)}`, {
      method: 'POST',
      authenticated: true,
      schema: emailLinkOutcomeSchema,
    });

/**
 * `/payment/respond/:token`, opened from the staff e-mail: confirming and declining are two
 * separate clicks, by a signed-in member of staff (the router asks for sign-in first).
 */
export default function RespondToPaymentPage() {
  return (
    <EmailLinkScreen
      title={emailLinkCopy.paymentTitle}
      text={emailLinkCopy.paymentText}
      token={useParams().token ?? ''}
      readState={readPaymentLink}
      choices={[
        { label: emailLinkCopy.confirmPayment, click: answerPayment('confirmPayment') },
        { label: emailLinkCopy.declinePayment, click: answerPayment('declinePayment'), danger: true },
      ]}
    />
  );
}
