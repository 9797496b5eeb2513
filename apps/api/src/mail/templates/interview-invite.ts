import { interviewInviteMailCopy as copy } from '@intake/contracts/copy/email-interviews';
import { renderMail } from './layout.ts';

export const renderInterviewInviteMail = (data: {
  firstName: string;
  when: string;
  method: string;
  comment: string;
  acceptLink: string;
  rescheduleLink: string;
}) =>
  renderMail({
    subject: copy.subject,
    greeting: copy.greeting(data.firstName),
    paragraphs: [
      copy.when(data.when, data.method),
      ...(data.comment ? [data.comment] : []),
      copy.accept,
      copy.reschedule(data.rescheduleLink),
    ],
    action: { label: copy.action, url: data.acceptLink },
  });
