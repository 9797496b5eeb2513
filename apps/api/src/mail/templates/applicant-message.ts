import { renderMail } from './layout.ts';

/** To every admin: an applicant wrote a request on the withdraw form that fits neither choice. */
export const renderApplicantMessageMail = (data: {
  firstName: string;
  lastName: string;
  email: string;
  message: string;
}) =>
  renderMail({
    subject: `Message from applicant ${data.firstName} ${data.lastName}`,
    greeting: 'Hello,',
    paragraphs: [
      `${data.firstName} ${data.lastName} (${data.email}) wrote from the unsubscribe / withdraw form:`,
      data.message,
    ],
    footer: ['It is also kept in the applicant’s activity log.'],
  });

/** To the applicant: their application is withdrawn, as they asked. */
export const renderApplicationWithdrawnMail = (data: { firstName: string }) =>
  renderMail({
    subject: 'Your application has been withdrawn',
    greeting: `Hello ${data.firstName},`,
    paragraphs: [
      'As you asked, your application has been withdrawn and we will not e-mail you about it again.',
      'If this was done in error, reply to this e-mail and we will help.',
    ],
  });
