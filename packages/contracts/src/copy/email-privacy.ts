/*
 * The words of the erasure e-mails (apps/api/src/mail/templates/): each takes the data it carries
 * (and the school's name where it says it); a button's label is in `action`, the template adds the link.
 */

/** To the applicant: their erasure request was received. */
export const erasureRequestReceivedMail = (
  school: string,
  data: { firstName: string; requestedAt: string },
) => ({
  subject: 'We received your request to erase your data',
  greeting: `Hello ${data.firstName},`,
  paragraphs: [
    `On ${data.requestedAt} you asked us to erase the personal data that ${school} holds about you.`,
    'An administrator will review your request and erase your data within one month. Once it is done you will no longer be able to sign in, and we will not be able to e-mail you: we will no longer have your address.',
    'We keep only what the law requires of us, without your name or contact details: the amounts and dates of any tuition payments, and the dates of agreements you signed.',
    'If you did not ask for this, reply to this e-mail at once.',
  ],
});

/** To every admin when an applicant asks to be erased (NDPA 2023 s. 36, GDPR art. 17). */
export const erasureRequestedMail = (data: {
  applicantName: string;
  applicantEmail: string;
  requestedAt: string;
  reason: string | null;
}) => ({
  subject: 'An applicant asked us to erase their data',
  greeting: 'Hello,',
  paragraphs: [
    `${data.applicantName} (${data.applicantEmail}) asked on ${data.requestedAt} for their personal data to be erased.`,
    data.reason ? `Their reason: ${data.reason}` : 'They gave no reason.',
    'Please review the request in the admin console under “Erasure requests” and answer it within one month.',
  ],
  action: 'Open the admin console',
  footer: ['This e-mail is removed from the outbox when the applicant is erased.'],
});

/** Issue 23.7: to an applicant whose personal data the retention rule will erase in 14 days. */
export const retentionWarningMail = (school: string, data: { firstName: string; erasureDate: string }) => ({
  subject: `Your data at ${school} will be erased on ${data.erasureDate}`,
  greeting: `Hello ${data.firstName},`,
  paragraphs: [
    `Your application to ${school} has ended, and ${school} keeps the personal data of ended applications only for a set time. On ${data.erasureDate} we will erase your name, contact details, answers and uploaded files.`,
    'If you want us to keep them (for example because you plan to apply again), reply to this e-mail before that date or contact the school, and an administrator will look at your request.',
    'We keep only what the law requires of us, without your name or contact details: the amounts and dates of any tuition payments, and the dates of agreements you signed.',
  ],
});
