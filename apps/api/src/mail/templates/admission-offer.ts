import { admissionOfferMailCopy as copy } from '@intake/contracts/copy/email-admissions';
import { renderMail } from './layout.ts';

/** One button to the offer's page, where accepting and declining are two separate choices. */
export const renderAdmissionOfferMail = (data: {
  firstName: string;
  answerLink: string;
  validDays: number;
}) =>
  renderMail({
    subject: copy.subject,
    greeting: copy.greeting(data.firstName),
    paragraphs: copy.paragraphs(data.validDays),
    action: { label: copy.action, url: data.answerLink },
  });
