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
    subject: `Hire request from ${data.companyName}`,
    greeting: 'Hello,',
    paragraphs: [
      `${data.firstName} ${data.lastName} (${data.designation}, ${data.companyName}) would like to hire from the school.`,
      `E-mail: ${data.email}`,
      `Skill sets: ${data.skillSet.split(',').join(', ')}`,
      `Request: ${data.request}`,
    ],
    footer: ['Every hire request is listed in the admin console.'],
  });
