import { applicantsEmailCopy as copy } from '@intake/contracts/copy/email-applicants';
import { renderMail } from './layout.ts';

/** To every admin: an applicant wrote a request on the withdraw form that fits neither choice. */
export const renderApplicantMessageMail = (data: {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
}) =>
  renderMail({
    subject: copy.messageSubject(data),
    greeting: copy.adminGreeting,
    paragraphs: [copy.wroteFromForm(data), data.message],
    footer: [copy.messageFooter],
  });

/** To the applicant: their application is withdrawn, as they asked. */
export const renderApplicationWithdrawnMail = (data: { firstName: string }) =>
  renderMail({
    subject: copy.withdrawnSubject,
    greeting: copy.applicantGreeting(data.firstName),
    paragraphs: [...copy.withdrawn],
  });
