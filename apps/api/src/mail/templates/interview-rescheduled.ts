import { interviewRescheduledMailCopy as copy } from '@intake/contracts/copy/email-interviews';
import { renderMail } from './layout.ts';

export const renderInterviewRescheduledMail = (data: {
  applicantName: string;
  applicantEmail: string;
  when: string;
  method: string;
  profileLink: string;
}) =>
  renderMail({
    subject: copy.subject(data.applicantName),
    greeting: copy.greeting,
    paragraphs: [copy.moved(data.applicantName, data.applicantEmail, data.when, data.method)],
    action: { label: copy.action, url: data.profileLink },
  });
