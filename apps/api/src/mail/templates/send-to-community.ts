import { sendToCommunityMailCopy as copy } from '@intake/contracts/copy/email-admissions';
import { renderMail } from './layout.ts';

export const renderSendToCommunityMail = (data: { firstName: string; mainSiteUrl: string }) =>
  renderMail({
    subject: copy.subject,
    greeting: copy.greeting(data.firstName),
    paragraphs: copy.paragraphs,
    action: { label: copy.action, url: data.mainSiteUrl },
  });
