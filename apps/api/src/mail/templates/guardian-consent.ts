import { guardianConsentCopy } from '@intake/contracts/copy/guardian-consent';
import { renderMail } from './layout.ts';

const copy = guardianConsentCopy.mail;

/** To the guardian the learner named: read the loan agreement and consent, from their own link. */
export const renderGuardianRequestMail = (data: {
  guardianName: string;
  learnerName: string;
  linkDays: number;
  link: string;
}) =>
  renderMail({
    subject: copy.request.subject(data.learnerName),
    greeting: copy.request.greeting(data.guardianName),
    paragraphs: copy.request.paragraphs(data.learnerName, data.linkDays),
    action: { label: copy.request.action, url: data.link },
  });

/** To the learner: their guardian signed (the loan step is complete) or declined (name another). */
export const renderGuardianAnswerMail = (data: {
  answer: 'signed' | 'declined';
  firstName: string;
  guardianName: string;
  reason: string;
  dashboardLink: string;
}) =>
  renderMail({
    subject: copy[data.answer].subject,
    greeting: copy.greeting(data.firstName),
    paragraphs:
      data.answer === 'signed'
        ? copy.signed.paragraphs(data.guardianName)
        : copy.declined.paragraphs(data.guardianName, data.reason),
    action: { label: copy.dashboardAction, url: data.dashboardLink },
  });
