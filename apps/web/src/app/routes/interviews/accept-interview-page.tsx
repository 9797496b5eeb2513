import { useParams } from 'react-router';
import { EmailLinkScreen, emailLinkCopy } from '../../../features/email-links';

/** `/interview/accept/:token`, opened from the invitation e-mail: the interview is accepted on the click. */
export default function AcceptInterviewPage() {
  const token = encodeURIComponent(useParams().token ?? '');
  return (
    <EmailLinkScreen
      title={emailLinkCopy.interviewTitle}
      text={emailLinkCopy.interviewText}
      state={`/api/interviewInvite/acceptLink/${token}`}
      choices={[{ label: emailLinkCopy.acceptInterview, action: `/api/interviewInvite/accept/${token}` }]}
    />
  );
}
