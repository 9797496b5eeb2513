import { renderMail } from './layout.ts';

/** To the applicant: staff could not accept the proof of payment; they may upload it again. */
export const renderPaymentDeclinedMail = (data: {
  firstName: string;
  reason: string;
  dashboardLink: string;
}) =>
  renderMail({
    subject: 'Your proof of payment was not accepted',
    greeting: `Hello ${data.firstName},`,
    paragraphs: [
      'We could not confirm the proof of tuition payment you uploaded.',
      `Reason: ${data.reason}`,
      'You can upload your proof of payment again from your dashboard.',
    ],
    action: { label: 'Go to your dashboard', url: data.dashboardLink },
  });
