import { renderMail } from './layout.ts';

export const renderCreatePasswordMail = (data: { firstName: string; link: string; validDays: number }) =>
  renderMail((school) => ({
    subject: `Welcome to ${school.name}: create your password`,
    greeting: `Hello ${data.firstName},`,
    paragraphs: [
      'Thank you for applying. Your application has been received.',
      'To continue, create the password you will use to log in to your applicant dashboard.',
      `This link works once and expires in ${data.validDays} days.`,
    ],
    action: { label: 'Create your password', url: data.link },
    footer: ['If you did not apply, you can ignore this e-mail.'],
  }));
