import { admissionOfferMailCopy as copy, decisionNextStep } from '@intake/contracts/copy/email-admissions';
import { renderMail } from './layout.ts';

/** One button to the offer's page, where accepting and declining are two separate choices. */
export const renderAdmissionOfferMail = (data: {
  firstName: string;
  answerLink: string;
  validDays: number;
  /** The next step of the reason the elder chose, when there is one. */
  nextStep?: string | null;
}) =>
  renderMail({
    subject: copy.subject,
    greeting: copy.greeting(data.firstName),
    paragraphs: data.nextStep
      ? [...copy.paragraphs(data.validDays), decisionNextStep(data.nextStep)]
      : copy.paragraphs(data.validDays),
    action: { label: copy.action, url: data.answerLink },
  });
