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
    subject: `Partner application from ${data.companyName}`,
    greeting: 'Hello,',
    paragraphs: [
      `${data.firstName} ${data.lastName} (${data.designation}, ${data.companyName}) would like to partner with the school.`,
      `E-mail: ${data.email}`,
      `Message: ${data.message}`,
    ],
    footer: ['Every partner application is listed in the admin console.'],
  });
