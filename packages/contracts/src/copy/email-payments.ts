/** The sentences of the payment e-mails (apps/api/src/mail/templates/payment-*.ts). */
export const paymentEmailCopy = {
  greeting: (firstName: string) => `Hello ${firstName},`,
  dashboardAction: 'Go to your dashboard',
  confirmed: {
    subject: 'Your tuition payment is confirmed',
    paragraphs: [
      'We have confirmed your tuition payment. Thank you!',
      'Your next step, the enrolment form, is now open on your dashboard.',
    ],
  },
  declined: {
    subject: 'Your proof of payment was not accepted',
    notConfirmed: 'We could not confirm the proof of tuition payment you uploaded.',
    reason: (reason: string) => `Reason: ${reason}`,
    uploadAgain: 'You can upload your proof of payment again from your dashboard.',
  },
  proofReceived: {
    subject: (applicantName: string) => `Proof of payment from ${applicantName}`,
    greeting: 'Hello,',
    uploaded: (applicantName: string, applicantEmail: string) =>
      `${applicantName} (${applicantEmail}) has uploaded proof of tuition payment. The proof is attached.`,
    answerWithoutSignIn: (answerLink: string) =>
      `To confirm or decline the payment without signing in: ${answerLink}`,
    reviewAction: 'Review the payment',
    linkValidity: (validDays: number) => `That page works for ${validDays} days and answers once.`,
    declineNote:
      'Declining from that page tells the applicant that the payment could not be matched; to give your own reason, decline from the review page.',
    /** The labels of the proof's "Label: value" lines, in the dialog's order. */
    labels: {
      method: 'Method',
      amountPaid: 'Amount paid',
      amountDue: 'Amount due',
      transactionDate: 'Transaction date',
      phoneNumber: 'Phone number',
      depositorName: 'Depositor name',
      accountName: 'Account name',
      bank: 'Bank',
      depositorEmail: 'Depositor e-mail',
      sentBefore: 'Sent before',
    },
    /** The same file or reference came with a proof of theirs that staff declined (decision 0083). */
    sentBefore: (when: string, reason: string) =>
      `the same receipt was declined on ${when}${reason ? ` (${reason})` : ''}; check the bank statement again`,
    noFeeSet: 'no tuition fee is set for the cohort',
  },
};
