/** The pages e-mailed links open: each names its action and asks for one click (issue 18). */
export const emailLinkCopy = {
  offerTitle: 'Your offer of admission',
  offerText: 'Please choose whether you accept or decline your offer of admission. Your choice is final.',
  acceptOffer: 'Accept the offer',
  declineOffer: 'Decline the offer',
  interviewTitle: 'Accept your interview',
  interviewText:
    'Please confirm that you will attend your admission interview at the time given in the invitation e-mail.',
  acceptInterview: 'Accept the interview',
  paymentTitle: 'Answer this proof of payment',
  paymentText:
    'Confirm the payment if it reached the school’s account. Declining tells the applicant it could not be matched; to give your own reason, decline from the review page instead.',
  confirmPayment: 'Confirm the payment',
  declinePayment: 'Decline the payment',
  tryAgain: 'Try again',
} as const;
