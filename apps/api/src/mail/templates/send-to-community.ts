import { sendToCommunityMailCopy as copy, decisionNextStep } from '@intake/contracts/copy/email-admissions';
import { renderMail } from './layout.ts';

/** With the next step of the reason the elder chose, when there is one. */
export const renderSendToCommunityMail = (data: {
  firstName: string;
  mainSiteUrl: string;
  nextStep?: string | null;
}) =>
  renderMail({
    subject: copy.subject,
    greeting: copy.greeting(data.firstName),
    paragraphs: data.nextStep ? [...copy.paragraphs, decisionNextStep(data.nextStep)] : copy.paragraphs,
    action: { label: copy.action, url: data.mainSiteUrl },
  });
