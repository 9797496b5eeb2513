import {
  nairaAmount,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentProofInput,
  paymentProofProblem,
  paymentProofSchema,
} from '@intake/contracts/payments';

/** What the payment dialog holds; kept on the device as it is typed (lib/form-draft.ts). */
export type PaymentValues = {
  paymentMethod: PaymentMethod | '';
  amountPaid: string;
  transactionDate: string;
  phoneNumber: string;
  depositorName: string;
  depositorAccountName: string;
  originatingBankName: string;
  depositorEmail: string;
  /** Not in the spec: the transfer's reference, optional; a reused one is refused (issue 24.6). */
  transactionReference: string;
  /** The uploaded proof: its secure_url and its name, so a reload keeps the upload too. */
  transactionImageLink: string;
  proofFileName: string;
};

export const emptyPaymentValues: PaymentValues = {
  paymentMethod: '',
  amountPaid: '',
  transactionDate: '',
  phoneNumber: '',
  depositorName: '',
  depositorAccountName: '',
  originatingBankName: '',
  depositorEmail: '',
  transactionReference: '',
  transactionImageLink: '',
  proofFileName: '',
};

export const paymentDraftKey = (userId: string) => `payment-proof-draft:${userId}`;

export const isPaymentMethod = (value: string): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value);

/** The dialog's fields as typed, the chosen method's own fields only: what its checks read. */
function paymentDraft(values: PaymentValues) {
  const method = values.paymentMethod;
  return {
    paymentMethod: method,
    amountPaid: values.amountPaid.trim(),
    transactionDate: values.transactionDate.trim(),
    transactionImageLink: values.transactionImageLink,
    phoneNumber: method === 'ussd' ? values.phoneNumber.trim() : '',
    depositorName: method === 'bank deposit' ? values.depositorName.trim() : '',
    depositorAccountName: method === 'bank transfer' ? values.depositorAccountName.trim() : '',
    originatingBankName: method === 'ussd' ? '' : values.originatingBankName.trim(),
    depositorEmail: method === 'ussd' ? '' : values.depositorEmail.trim(),
    transactionReference: (values.transactionReference ?? '').trim(),
  };
}

/**
 * The body for uploadProofOfPayment: the draft with the amount as a JSON number (docs/spec/portal-spec.md §3); sent
 * only once paymentValuesProblem finds nothing, so the amount is then a valid one.
 */
export const paymentBody = (values: PaymentValues): PaymentProofInput => ({
  ...paymentDraft(values),
  amountPaid: nairaAmount(values.amountPaid) ?? Number.NaN,
});

/**
 * The first problem of the dialog: the spec's order for the method (amount, date, its fields, the
 * proof: paymentProofProblem), then anything else the shared schema refuses (an e-mail's form, lengths).
 */
export function paymentValuesProblem(values: PaymentValues): string | undefined {
  const problem = paymentProofProblem(paymentDraft(values));
  if (problem) return problem;
  const parsed = paymentProofSchema.safeParse(paymentBody(values));
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}
