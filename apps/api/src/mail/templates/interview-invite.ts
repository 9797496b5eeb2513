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
    subject: 'Invitation to your admission interview',
    greeting: `Hello ${data.firstName},`,
    paragraphs: [
      `We would love to chat with you. Your interview is on ${data.when} (${data.method}).`,
      ...(data.comment ? [data.comment] : []),
      'Please accept the invitation with the button below. The calendar invitation attached adds it to your calendar.',
      `If the time does not work for you, choose another here: ${data.rescheduleLink}`,
    ],
    action: { label: 'Accept the interview', url: data.acceptLink },
  });
