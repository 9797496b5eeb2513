import { renderMail } from './layout.ts';

/** To every admin when an applicant asks to be erased (NDPA 2023 s. 36, GDPR art. 17). */
export const renderErasureRequestedMail = (data: {
  applicantName: string;
  applicantEmail: string;
  requestedAt: string;
  reason: string | null;
  consoleUrl: string;
}) =>
  renderMail({
    subject: 'An applicant asked us to erase their data',
    greeting: 'Hello,',
    paragraphs: [
      `${data.applicantName} (${data.applicantEmail}) asked on ${data.requestedAt} for their personal data to be erased.`,
      data.reason ? `Their reason: ${data.reason}` : 'They gave no reason.',
      'Please review the request in the admin console under “Erasure requests” and answer it within one month.',
    ],
    action: { label: 'Open the admin console', url: data.consoleUrl },
    footer: ['This e-mail is removed from the outbox when the applicant is erased.'],
  });
