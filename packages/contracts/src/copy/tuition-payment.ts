/**
 * Paying tuition online (issue 24.2): the dashboard's pay card, the shared payment link's page and
 * the page the hosted checkout returns to. The proof upload keeps its own words (`./payments.ts`).
 */
export const tuitionPaymentCopy = {
  cardTitle: 'Pay your tuition',
  dueNow: 'Due now',
  balance: 'Balance',
  nothingDueNow: 'Nothing is due just now. You can still pay towards your balance by transfer.',
  transferTitle: 'Transfer to this account',
  accountNumber: 'Account number',
  bankName: 'Bank',
  accountName: 'Account name',
  transferHint: 'Money sent to this account is counted towards this tuition automatically.',
  // Flutterwave's temporary account for one amount (decision 0084, addendum of session 14).
  temporaryTransfer: (amount: string, account: string, bank: string, until: string) =>
    `Transfer ${amount} to ${account} at ${bank} before ${until}.`,
  temporaryTransferHint:
    'This account is for this amount only and closes at that time; send exactly this amount. It is counted automatically.',
  getTransferAccount: 'Get an account number to pay by transfer',
  freshTransferAccount: 'This account has closed. Get a fresh account number',
  transferAccountUnavailable:
    'We could not get an account number just now. Please try again in a few minutes, or pay now.',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy. Please select the text and copy it yourself.',
  copyAccountNumber: 'Copy account number',
  copyLink: 'Copy link',
  pay: 'Pay now by card, USSD or bank',
  payAmount: (amount: string) => `Pay ${amount} now`,
  goingToCheckout: 'Taking you to the payment page…',
  checkoutUnavailable:
    'Online payment is not available just now. Please transfer to the account shown, try again later, or upload proof of a payment you made another way.',
  shareLink: 'Share a payment link',
  shareLinkHint: 'A parent, guardian or sponsor can pay from this link without logging in.',
  linkExpires: (date: string) => `The link works until ${date}.`,
  shareOnWhatsApp: 'Share on WhatsApp',
  whatsAppMessage: (firstName: string, url: string) =>
    `Hello, this is ${firstName}. Please help me pay my tuition with this secure link: ${url}`,
  paidAnotherWay: 'Paid another way? Upload proof',
  // The shared link's page.
  payLinkTitle: (firstName: string) => `Pay ${firstName}'s tuition`,
  cohort: 'Cohort',
  payLinkNote: 'You pay the school directly. Nothing else about the learner is shown here.',
  nothingToPay: 'There is nothing to pay on this link just now. Thank you.',
  loadFailed: 'We could not load this payment. Please check your connection and try again.',
  // The page the hosted checkout returns to.
  returnTitle: 'Your payment',
  checking: 'Checking your payment with the provider…',
  paidTitle: 'Payment received',
  paidText: (amount: string | null) =>
    amount ? `Thank you. We have received ${amount}.` : 'Thank you. We have received your payment.',
  pendingTitle: 'Payment still processing',
  pendingText:
    'The provider has not confirmed this payment yet. This can take a few minutes; we will check again shortly. Please do not pay twice.',
  checkAgain: 'Check again',
  tryAgain: 'Try again',
  failedTitle: 'Payment not completed',
  failedText: 'The provider says this payment did not go through. No money was taken for it.',
  noReference: 'We could not tell which payment this is. Please go back and check your balance.',
  backToPayment: 'Back to the payment page',
  backToDashboard: 'Back to your dashboard',
} as const;
