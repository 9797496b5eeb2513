import { companyFormsEmailCopy as copy } from '@intake/contracts/copy/email-company-forms';
import { renderMail } from './layout.ts';

/** To every admin: a company asked to partner with the school (/partner/join). */
export const renderPartnerApplicationReceivedMail = (data: {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  designation: string;
  message: string;
}) =>
  renderMail({
    subject: copy.partnerSubject(data.companyName),
    greeting: copy.greeting,
    paragraphs: [copy.wouldLikeToPartner(data), copy.email(data.email), copy.message(data.message)],
    footer: [copy.partnerFooter],
  });
