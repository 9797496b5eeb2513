import { renderMail } from './layout.ts';

/** Sent after a password is set on an account that already had one (a reset or a change). */
export const renderPasswordChangedMail = (data: {
  firstName: string;
  resetLink: string;
  changedAt: string;
}) =>
  renderMail((school) => ({
    subject: `Your ${school.name} password was changed`,
    greeting: `Hello ${data.firstName},`,
    paragraphs: [
      `The password of your ${school.name} account was changed on ${data.changedAt}.`,
      'For your safety, every device that was signed in to your account has been signed out.',
      'If this was you, there is nothing more to do.',
      "If this wasn't you, reset your password now with the link below, and tell us by replying to this e-mail.",
    ],
    action: { label: 'Reset your password', url: data.resetLink },
  }));
