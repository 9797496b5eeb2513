import { acceptInterview, interviewAcceptLink } from '@intake/contracts/endpoints/email-links';
import { useParams } from 'react-router';
import { EmailLinkScreen, emailLinkCopy, linkCall } from '../../../features/email-links';

/** `/interview/accept/:token`, opened from the invitation e-mail: the interview is accepted on the click. */
export default function AcceptInterviewPage() {
  return (
    <EmailLinkScreen
      title={emailLinkCopy.interviewTitle}
      text={emailLinkCopy.interviewText}
      token={useParams().token ?? ''}
      readState={linkCall(interviewAcceptLink)}
      choices={[{ label: emailLinkCopy.acceptInterview, click: linkCall(acceptInterview) }]}
    />
  );
}
