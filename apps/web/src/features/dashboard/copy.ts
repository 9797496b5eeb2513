/** The dashboard's own after-admission sentences (kept out of lib/copy.ts, which the first screens load). */
export const dashboardCopy = {
  paymentProofDeclined: (reason: string | null) =>
    reason
      ? `Your last proof of payment was declined: ${reason} Please upload it again.`
      : 'Your last proof of payment was declined. Please upload it again.',
  dismiss: 'Dismiss',
};
