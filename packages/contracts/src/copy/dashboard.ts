/** The dashboard's own after-admission sentences (kept out of lib/copy.ts, which the first screens load). */
export const dashboardCopy = {
  // The end of the journey (issue 19.11).
  journeyDoneTitle: (firstName: string) => `Congratulations, ${firstName}: you are a Native!`,
  journeyDoneStart: (month: string, year: number) =>
    `Your cohort starts in ${month.charAt(0)}${month.slice(1).toLowerCase()} ${year}.`,
  journeyDoneNext: 'We will e-mail you where to be and what to bring on your first day.',
  journeyDoneContact: (address: string) => `Questions before then? Write to ${address}.`,
  paymentProofDeclined: (reason: string | null) =>
    reason
      ? `Your last proof of payment was declined: ${reason} Please upload it again.`
      : 'Your last proof of payment was declined. Please upload it again.',
  dismiss: 'Dismiss',
};
