import { paymentEmailCopy } from '@intake/contracts/copy/email-payments';
import { renderMail } from './layout.ts';

const copy = paymentEmailCopy.proofReceived;

/** To every admin and to finance: an applicant uploaded proof of tuition payment (file attached). */
export const renderPaymentProofReceivedMail = (data: {
  applicantName: string;
  applicantEmail: string;
  /** "Label: value" lines of the proof, in the dialog's order. */
  details: string[];
  reviewLink: string;
  /** The page where confirming and declining are two separate choices (no sign-in needed). */
  answerLink: string;
  validDays: number;
}) =>
  renderMail({
    subject: copy.subject(data.applicantName),
    greeting: copy.greeting,
    paragraphs: [
      copy.uploaded(data.applicantName, data.applicantEmail),
      ...data.details,
      copy.answerWithoutSignIn(data.answerLink),
    ],
    action: { label: copy.reviewAction, url: data.reviewLink },
    footer: [copy.linkValidity(data.validDays), copy.declineNote],
  });
