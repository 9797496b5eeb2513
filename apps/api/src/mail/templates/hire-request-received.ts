import { companyFormsEmailCopy as copy } from '@intake/contracts/copy/email-company-forms';
import { renderMail } from './layout.ts';

/** To every admin: a company asked to hire the school's graduates (/hire-from-us). */
export const renderHireRequestReceivedMail = (data: {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  designation: string;
  skillSet: string;
  request: string;
}) =>
  renderMail({
    subject: copy.hireSubject(data.companyName),
    greeting: copy.greeting,
    paragraphs: [
      copy.wouldLikeToHire(data),
      copy.email(data.email),
      copy.skillSets(data.skillSet.split(',')),
      copy.request(data.request),
    ],
    footer: [copy.hireFooter],
  });
