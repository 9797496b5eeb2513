import { renderMail } from './layout.ts';

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
    subject: `Proof of payment from ${data.applicantName}`,
    greeting: 'Hello,',
    paragraphs: [
      `${data.applicantName} (${data.applicantEmail}) has uploaded proof of tuition payment. The proof is attached.`,
      ...data.details,
      `To confirm or decline the payment without signing in: ${data.answerLink}`,
    ],
    action: { label: 'Review the payment', url: data.reviewLink },
    footer: [
      `That page works for ${data.validDays} days and answers once.`,
      'Declining from that page tells the applicant that the payment could not be matched; to give your own reason, decline from the review page.',
    ],
  });
