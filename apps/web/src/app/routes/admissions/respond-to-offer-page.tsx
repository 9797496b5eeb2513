import { useParams } from 'react-router';
import { EmailLinkScreen, emailLinkCopy } from '../../../features/email-links';

/** `/admission/respond/:token`, opened from the offer e-mail: accepting and declining are two separate clicks. */
export default function RespondToOfferPage() {
  const token = encodeURIComponent(useParams().token ?? '');
  return (
    <EmailLinkScreen
      title={emailLinkCopy.offerTitle}
      text={emailLinkCopy.offerText}
      state={`/api/applicant/admissionOffer/${token}`}
      choices={[
        { label: emailLinkCopy.acceptOffer, action: `/api/applicant/acceptAdmissionOffer/${token}` },
        {
          label: emailLinkCopy.declineOffer,
          action: `/api/applicant/declineAdmissionOffer/${token}`,
          danger: true,
        },
      ]}
    />
  );
}
