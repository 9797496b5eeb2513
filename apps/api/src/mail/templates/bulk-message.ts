import { applicantsEmailCopy as copy } from '@intake/contracts/copy/email-applicants';
import { renderMail } from './layout.ts';

/**
 * A message staff write to many applicants (a bulk action): plain text, each blank-line-separated
 * paragraph escaped into the school's layout like every other template.
 */
export const renderBulkMessageMail = (data: { firstName: string; subject: string; body: string }) =>
  renderMail({
    subject: data.subject,
    greeting: copy.applicantGreeting(data.firstName),
    paragraphs: data.body
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
  });
