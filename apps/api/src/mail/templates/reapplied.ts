import { reapplyMailCopy as copy } from '@intake/contracts/copy/email-reapply';
import { renderMail } from './layout.ts';

/** To the applicant: their new application to a later cohort is received (issue 23.4). */
export const renderReappliedMail = (data: { firstName: string; cohort: string; url: string }) =>
  renderMail({
    subject: copy.subject(data.cohort),
    greeting: copy.greeting(data.firstName),
    paragraphs: [copy.body(data.cohort)],
    action: { label: copy.button, url: data.url },
  });
