import { renderMail } from './layout.ts';

/** To every admin and to finance: an applicant uploaded proof of tuition payment (file attached). */
export const renderPaymentProofReceivedMail = (data: {
  applicantName: string;
  applicantEmail: string;
  /** "Label: value" lines of the proof, in the dialog's order. */
  details: string[];
  reviewLink: string;
  confirmLink: string;
  declineLink: string;
  validDays: number;
}) =>
  renderMail({
    subject: `Proof of payment from ${data.applicantName}`,
    greeting: 'Hello,',
    paragraphs: [
      `${data.applicantName} (${data.applicantEmail}) has uploaded proof of tuition payment. The proof is attached.`,
      ...data.details,
      `To confirm the payment: ${data.confirmLink}`,
      `To decline it: ${data.declineLink}`,
    ],
    action: { label: 'Review the payment', url: data.reviewLink },
    footer: [
      `The confirm and decline links work for ${data.validDays} days and only once.`,
      'Declining from this e-mail tells the applicant that the payment could not be matched; to give your own reason, decline from the review page.',
    ],
  });
