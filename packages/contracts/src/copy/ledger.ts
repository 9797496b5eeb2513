/**
 * The words of the tuition ledger (issue 24.4–24.6, decision 0083): the refusals of refunds,
 * adjustments and assignments, the statement, the finance screen and the receipt.
 */
export const ledgerMessages = {
  reasonRequired: 'Please give the reason; the learner sees it on their statement.',
  amountInvalid: 'Enter an amount in naira, with at most 2 decimals, other than zero.',
  refundPositive: 'Enter the amount refunded as a positive figure.',
  refundTooLarge: (paid: string) => `A refund cannot be more than the learner has paid (${paid}).`,
  notALearner: 'That e-mail belongs to no learner with an accepted offer.',
  correctionRepeated: 'That refund or adjustment is already on the statement.',
  noSuchUnmatched: 'No such unmatched payment.',
  unmatchedAssigned: 'This payment has already been assigned to a learner.',
  unmatchedDismissed: 'This payment has already been dismissed as not tuition.',
  referenceOnLedger: 'This payment’s reference is already on the ledger.',
  dayInvalid: 'Give the day as yyyy-MM-dd.',
  rangeInvalid: 'The first day must come before the last.',
  rangeTooLong: 'Choose at most a year.',
  duplicateProofFile: (when: string) =>
    `This file was already sent as proof of a payment (${when}). Upload the receipt of this payment instead.`,
  duplicateProofDeclined: (when: string) =>
    `This receipt was declined before, as proof of another applicant’s payment (${when}). Upload the receipt of your own payment.`,
  duplicateProofReference: (reference: string) =>
    `The transaction reference ${reference} was already used for another payment. Check the reference on your receipt.`,
} as const;

/** What each source of money is called on a statement, a receipt and the finance screen. */
export const ledgerSourceLabels = {
  paystack: 'Paystack',
  flutterwave: 'Flutterwave',
  proof: 'Proof of payment (confirmed by staff)',
  staff: 'Recorded by staff',
} as const;

export const ledgerKindLabels = { payment: 'Payment', refund: 'Refund', adjustment: 'Adjustment' } as const;

export const instalmentStateLabels = { paid: 'Paid', part: 'Part paid', unpaid: 'Unpaid' } as const;

export const statementCopy = {
  title: 'Tuition statement',
  dashboardLink: 'View your tuition statement',
  backToDashboard: 'Back to dashboard',
  loading: 'Loading the statement',
  noFee: 'No tuition fee is set for your cohort yet.',
  downloadPdf: 'Download as PDF',
  totals: {
    owed: 'Tuition (less discount)',
    paid: 'Paid',
    refunded: 'Refunded',
    adjusted: 'Adjustments',
    balance: 'Balance to pay',
    credit: 'Credit held for you',
    dueNow: 'Due now',
    firstPayment: 'First payment',
    firstPaymentCovered: 'covered',
    firstPaymentOpen: 'not yet covered',
  },
  entriesHeading: 'Payments and corrections',
  noEntries: 'Nothing has been paid yet.',
  columns: {
    date: 'Date',
    kind: 'Type',
    source: 'Method',
    reference: 'Reference',
    amount: 'Amount',
    balance: 'Balance after',
    receipt: 'Receipt',
    note: 'Note',
  },
  instalmentsHeading: 'Instalments',
  noInstalments: 'Your payment plan has no instalments to show.',
  instalmentColumns: { month: 'Month', amount: 'Amount', paid: 'Paid', state: 'Status' },
  dueMark: 'due',
  staff: {
    heading: 'Tuition ledger',
    correctionHeading: 'Refund or adjustment',
    kind: 'Type',
    refund: 'Refund',
    adjustment: 'Adjustment',
    amount: 'Amount (NGN)',
    amountHelp:
      'A refund is the amount paid back. An adjustment is positive to credit the learner, negative to charge.',
    reason: 'Reason',
    submit: 'Record',
    recorded: 'Recorded on the ledger.',
  },
} as const;

export const financeCopy = {
  title: 'Finance',
  navLabel: 'Finance',
  loading: 'Loading',
  range: { from: 'From', to: 'To' },
  byDay: {
    heading: 'Payments by day',
    empty: 'No payments in these days.',
    total: 'Total',
    columns: { day: 'Day', count: 'Payments', total: 'Total' },
  },
  unmatched: {
    heading: 'Unmatched payments',
    empty: 'Every payment is matched to a learner.',
    columns: {
      paidAt: 'Paid',
      provider: 'Provider',
      reference: 'Reference',
      amount: 'Amount',
      payer: 'Payer',
    },
    assign: 'Assign',
    search: 'Learner (name, e-mail or application number)',
    searchHint: 'Type at least 2 characters',
    noMatch: 'No learner matches.',
    confirm: 'Assign to this learner',
    assigned: 'Assigned; the learner’s statement and receipt follow.',
    cancel: 'Cancel',
    dismiss: 'Not tuition',
    dismissReason: 'Why is this payment not tuition? (kept in the audit log)',
    confirmDismiss: 'Take it off the queue',
    dismissed: 'Taken off the queue.',
    cut: (shown: number, total: number) =>
      `Showing the oldest ${shown} of ${total} unmatched payments; assign or dismiss some to see the rest.`,
  },
  outstanding: {
    heading: 'Outstanding balances by cohort',
    empty: 'No learner owes tuition.',
    columns: { learner: 'Learner', owed: 'Owed', paid: 'Paid', balance: 'Balance' },
    learners: (count: number) => (count === 1 ? '1 learner owes' : `${count} learners owe`),
  },
  export: {
    xlsx: 'Download .xlsx',
    csv: 'Download CSV',
    failed: 'The file could not be made. Please try again.',
  },
  exportSheets: {
    byDay: 'Payments by day',
    ledger: 'Ledger entries',
    outstanding: 'Outstanding balances',
    ledgerColumns: [
      'Date',
      'Learner',
      'E-mail',
      'Type',
      'Method',
      'Reference',
      'Amount (NGN)',
      'Receipt',
      'Note',
    ],
    byDayColumns: ['Day', 'Paystack', 'Flutterwave', 'Proof', 'Staff', 'Total (NGN)', 'Payments'],
    outstandingColumns: ['Cohort', 'Learner', 'E-mail', 'Owed (NGN)', 'Paid (NGN)', 'Balance (NGN)'],
  },
} as const;

/** The PDF receipt and the e-mail it comes with. */
export const receiptCopy = {
  title: 'Receipt',
  number: 'Receipt number',
  learner: 'Received from',
  amount: 'Amount',
  amountInWords: 'Amount in words',
  method: 'Method',
  reference: 'Reference',
  date: 'Date',
  balanceAfter: 'Balance after this payment',
  creditAfter: 'Credit after this payment',
  footer: 'Tuition payment. Keep this receipt for your records.',
  filename: (number: number) => `receipt-${number}.pdf`,
  email: {
    subject: (number: number) => `Your tuition receipt no. ${number}`,
    greeting: (firstName: string) => `Hello ${firstName},`,
    received: (amount: string) => `We have received your tuition payment of ${amount}. Thank you!`,
    attached: 'Your receipt is attached. Your statement is on your dashboard.',
    action: 'View your statement',
  },
} as const;
