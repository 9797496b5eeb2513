import {
  acceptAdmissionOffer,
  admissionOfferLink,
  declineAdmissionOffer,
} from '@intake/contracts/endpoints/email-links';
import { useParams } from 'react-router';
import { EmailLinkScreen, emailLinkCopy, linkCall } from '../../../features/email-links';

/** `/admission/respond/:token`, opened from the offer e-mail: accepting and declining are two separate clicks. */
export default function RespondToOfferPage() {
  return (
    <EmailLinkScreen
      title={emailLinkCopy.offerTitle}
      text={emailLinkCopy.offerText}
      token={useParams().token ?? ''}
      readState={linkCall(admissionOfferLink)}
      choices={[
        { label: emailLinkCopy.acceptOffer, click: linkCall(acceptAdmissionOffer) },
        { label: emailLinkCopy.declineOffer, click: linkCall(declineAdmissionOffer), danger: true },
      ]}
    />
  );
}
