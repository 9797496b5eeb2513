import { admissionOfferMailCopy as copy, decisionNextStep } from '@intake/contracts/copy/email-admissions';
import { renderMail } from './layout.ts';

/** One button to the offer's page, where accepting and declining are two separate choices. */
export const renderAdmissionOfferMail = (data: {
  firstName: string;
  answerLink: string;
  /** The offer's deadline as the school writes it. */
  deadline: string;
  /** Promoted from the cohort's waitlist rather than offered by a decision. */
  fromWaitlist: boolean;
  /** The next step of the reason the elder chose, when there is one. */
  nextStep?: string | null;
}) =>
  renderMail({
    subject: copy.subject,
    greeting: copy.greeting(data.firstName),
    paragraphs: [
      data.fromWaitlist ? copy.offerFromWaitlist : copy.offer,
      copy.deadline(data.deadline),
      ...(data.nextStep ? [decisionNextStep(data.nextStep)] : []),
    ],
    action: { label: copy.action, url: data.answerLink },
  });
