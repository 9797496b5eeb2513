/*
 * The words of the account e-mails (apps/api/src/mail/templates/): each takes the school's name and
 * the data it carries, and names its button's label in `action`; the template adds the link.
 */

export const createPasswordMail = (school: string, data: { firstName: string; validDays: number }) => ({
  subject: `Welcome to ${school}: create your password`,
  greeting: `Hello ${data.firstName},`,
  paragraphs: [
    'Thank you for applying. Your application has been received.',
    'To continue, create the password you will use to log in to your applicant dashboard.',
    `This link works once and expires in ${data.validDays} days.`,
  ],
  action: 'Create your password',
  footer: ['If you did not apply, you can ignore this e-mail.'],
});

export const resetPasswordMail = (school: string, data: { firstName: string; validMinutes: number }) => ({
  subject: `Reset your ${school} password`,
  greeting: `Hello ${data.firstName},`,
  paragraphs: [
    'We received a request to reset the password of your account.',
    `This link works once and expires in ${data.validMinutes} minutes.`,
  ],
  action: 'Reset your password',
  footer: ['If you did not ask for this, you can ignore this e-mail: your password stays the same.'],
});

/** After a password is set on an account that already had one (a reset or a change). */
export const passwordChangedMail = (school: string, data: { firstName: string; changedAt: string }) => ({
  subject: `Your ${school} password was changed`,
  greeting: `Hello ${data.firstName},`,
  paragraphs: [
    `The password of your ${school} account was changed on ${data.changedAt}.`,
    'For your safety, every device that was signed in to your account has been signed out.',
    'If this was you, there is nothing more to do.',
    "If this wasn't you, reset your password now with the link below, and tell us by replying to this e-mail.",
  ],
  action: 'Reset your password',
});
