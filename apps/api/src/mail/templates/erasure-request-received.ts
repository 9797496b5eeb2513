import { renderMail } from './layout.ts';

/** To the applicant: their erasure request was received. */
export const renderErasureRequestReceivedMail = (data: { firstName: string; requestedAt: string }) =>
  renderMail((school) => ({
    subject: 'We received your request to erase your data',
    greeting: `Hello ${data.firstName},`,
    paragraphs: [
      `On ${data.requestedAt} you asked us to erase the personal data that ${school.name} holds about you.`,
      'An administrator will review your request and erase your data within one month. Once it is done you will no longer be able to sign in, and we will not be able to e-mail you: we will no longer have your address.',
      'We keep only what the law requires of us, without your name or contact details: the amounts and dates of any tuition payments, and the dates of agreements you signed.',
      'If you did not ask for this, reply to this e-mail at once.',
    ],
  }));
