import { renderMail } from './layout.ts';

export const renderResetPasswordMail = (data: { firstName: string; link: string; validMinutes: number }) =>
  renderMail((school) => ({
    subject: `Reset your ${school.name} password`,
    greeting: `Hello ${data.firstName},`,
    paragraphs: [
      'We received a request to reset the password of your account.',
      `This link works once and expires in ${data.validMinutes} minutes.`,
    ],
    action: { label: 'Reset your password', url: data.link },
    footer: ['If you did not ask for this, you can ignore this e-mail: your password stays the same.'],
  }));
