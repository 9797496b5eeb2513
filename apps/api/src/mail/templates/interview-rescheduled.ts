import { renderMail } from './layout.ts';

export const renderInterviewRescheduledMail = (data: {
  applicantName: string;
  applicantEmail: string;
  when: string;
  method: string;
  profileLink: string;
}) =>
  renderMail({
    subject: `Interview rescheduled by ${data.applicantName}`,
    greeting: 'Hello,',
    paragraphs: [
      `${data.applicantName} (${data.applicantEmail}) has moved their interview to ${data.when} (${data.method}).`,
    ],
    action: { label: 'Open the applicant', url: data.profileLink },
  });
