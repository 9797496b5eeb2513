import { paymentEmailCopy as copy } from '@intake/contracts/copy/email-payments';
import { renderMail } from './layout.ts';

/** To the applicant: staff confirmed the tuition payment, so the enrolment form is open. */
export const renderPaymentConfirmedMail = (data: { firstName: string; dashboardLink: string }) =>
  renderMail({
    subject: copy.confirmed.subject,
    greeting: copy.greeting(data.firstName),
    paragraphs: [...copy.confirmed.paragraphs],
    action: { label: copy.dashboardAction, url: data.dashboardLink },
  });
