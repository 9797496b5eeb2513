import { paymentEmailCopy as copy } from '@intake/contracts/copy/email-payments';
import { renderMail } from './layout.ts';

/** To the applicant: staff could not accept the proof of payment; they may upload it again. */
export const renderPaymentDeclinedMail = (data: {
  firstName: string;
  reason: string;
  dashboardLink: string;
}) =>
  renderMail({
    subject: copy.declined.subject,
    greeting: copy.greeting(data.firstName),
    paragraphs: [copy.declined.notConfirmed, copy.declined.reason(data.reason), copy.declined.uploadAgain],
    action: { label: copy.dashboardAction, url: data.dashboardLink },
  });
