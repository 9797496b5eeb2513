import { renderMail } from './layout.ts';

/** To the applicant: staff confirmed the tuition payment, so the enrolment form is open. */
export const renderPaymentConfirmedMail = (data: { firstName: string; dashboardLink: string }) =>
  renderMail({
    subject: 'Your tuition payment is confirmed',
    greeting: `Hello ${data.firstName},`,
    paragraphs: [
      'We have confirmed your tuition payment. Thank you!',
      'Your next step, the enrolment form, is now open on your dashboard.',
    ],
    action: { label: 'Go to your dashboard', url: data.dashboardLink },
  });
