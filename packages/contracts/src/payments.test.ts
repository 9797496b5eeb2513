import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import {
  fromKobo,
  hasPaymentAccount,
  isWireDate,
  PAYMENT_AMOUNT_MAX,
  type PaymentProofDraft,
  paymentAccountSettingsSchema,
  paymentProofProblem,
  paymentProofSchema,
  toKobo,
  tuitionDue,
} from './payments.ts';

const complete: Record<string, PaymentProofDraft> = {
  ussd: {
    paymentMethod: 'ussd',
    amountPaid: 50_000,
    transactionDate: '02-03-2027',
    phoneNumber: '8012345678',
    transactionImageLink: 'https://portal.test/api/files/1',
  },
  'bank deposit': {
    paymentMethod: 'bank deposit',
    amountPaid: '50000',
    transactionDate: '02-03-2027',
    depositorName: 'Ada Obi',
    originatingBankName: 'First Bank',
    transactionImageLink: 'https://portal.test/api/files/1',
  },
  'bank transfer': {
    paymentMethod: 'bank transfer',
    amountPaid: 50_000,
    transactionDate: '02-03-2027',
    depositorAccountName: 'Ada Obi',
    originatingBankName: 'GTBank',
    transactionImageLink: 'https://portal.test/api/files/1',
  },
};

/** Each method's fields in the spec's order (§5), with the message its absence gives. */
const order: Record<string, [keyof PaymentProofDraft, string][]> = {
  ussd: [
    ['amountPaid', 'Please Enter Amount'],
    ['transactionDate', 'Please Enter Transaction Date'],
    ['phoneNumber', 'Please Enter Phone Number'],
    ['transactionImageLink', messages.uploadProofOfPayment],
  ],
  'bank deposit': [
    ['amountPaid', 'Please Enter Amount'],
    ['transactionDate', 'Please Enter Transaction Date'],
    ['depositorName', 'Please Depositor Name'],
    ['originatingBankName', 'Please Bank Name'],
    ['transactionImageLink', messages.uploadProofOfPayment],
  ],
  'bank transfer': [
    ['amountPaid', 'Please Enter Amount'],
    ['transactionDate', 'Please Enter Transaction Date'],
    ['depositorAccountName', 'Please Enter Account Name'],
    ['originatingBankName', 'Please Enter Bank Name'],
    ['transactionImageLink', messages.uploadProofOfPayment],
  ],
};

describe('paymentProofProblem', () => {
  it('accepts a complete proof of each method', () => {
    for (const draft of Object.values(complete)) expect(paymentProofProblem(draft)).toBeUndefined();
  });

  it('asks for a method first', () => {
    expect(paymentProofProblem({ ...complete.ussd, paymentMethod: '' })).toBe(messages.choosePaymentMethod);
    expect(paymentProofProblem({ ...complete.ussd, paymentMethod: 'cash' })).toBe(
      messages.choosePaymentMethod,
    );
  });

  it('names the first missing field in the spec’s order for each method', () => {
    for (const [method, fields] of Object.entries(order)) {
      // Emptying every field from the i-th on must name the i-th: earlier fields are checked first.
      fields.forEach(([field, message], i) => {
        const draft: PaymentProofDraft = { ...complete[method] };
        for (const [later] of fields.slice(i)) draft[later] = '' as never;
        expect(paymentProofProblem(draft), `${method}: ${field}`).toBe(message);
      });
    }
  });

  it('checks the amount, the date and the USSD phone number’s form', () => {
    expect(paymentProofProblem({ ...complete.ussd, amountPaid: -1 })).toBe(messages.amountInvalid);
    expect(paymentProofProblem({ ...complete.ussd, amountPaid: 'ten' })).toBe(messages.amountInvalid);
    expect(paymentProofProblem({ ...complete.ussd, transactionDate: '2027-03-02' })).toBe(
      messages.transactionDateFormat,
    );
    expect(paymentProofProblem({ ...complete.ussd, transactionDate: '31-02-2027' })).toBe(
      messages.transactionDateFormat,
    );
    expect(paymentProofProblem({ ...complete.ussd, phoneNumber: '080-123' })).toBe(messages.phoneNumeric);
  });

  it('takes an amount above 0 up to the maximum, the date and phone around spaces', () => {
    expect(paymentProofProblem({ ...complete.ussd, amountPaid: 0 })).toBe(messages.amountInvalid);
    expect(paymentProofProblem({ ...complete.ussd, amountPaid: 100_000_001 })).toBe(messages.amountInvalid);
    expect(paymentProofProblem({ ...complete.ussd, amountPaid: 'Infinity' })).toBe(messages.amountInvalid);
    expect(paymentProofProblem({ ...complete.ussd, amountPaid: 100_000_000 })).toBeUndefined();
    expect(paymentProofProblem({ ...complete.ussd, amountPaid: 0.01 })).toBeUndefined();
    expect(paymentProofProblem({ ...complete.ussd, transactionDate: ' 01-01-2025 ' })).toBeUndefined();
  });

  it('counts an amount of spaces, null or nothing as missing', () => {
    for (const amountPaid of [' ', null, undefined]) {
      expect(paymentProofProblem({ ...complete.ussd, amountPaid })).toBe(messages.enterAmount);
    }
  });

  it('takes only a real calendar day written dd-MM-yyyy', () => {
    expect(isWireDate('01-01-2025')).toBe(true);
    expect(isWireDate('29-02-2024')).toBe(true);
    for (const date of [
      '29-02-2025',
      '01-13-2025',
      '01-01-0099',
      'x01-01-2025',
      '01-01-20255',
      '1-01-2025',
    ]) {
      expect(isWireDate(date), date).toBe(false);
    }
  });

  it('refuses a depositor e-mail that is not one, and reports problems as custom issues', () => {
    const bad = paymentProofSchema.safeParse({ ...complete['bank transfer'], depositorEmail: 'nope' });
    expect(bad.error?.issues[0]?.message).toBe(messages.validEmail);
    const missing = paymentProofSchema.safeParse({ ...complete['bank transfer'], depositorAccountName: '' });
    expect(missing.error?.issues[0]).toMatchObject({ code: 'custom', message: messages.enterAccountName });
  });

  it('takes a USSD phone of up to 15 digits, around spaces', () => {
    expect(paymentProofProblem({ ...complete.ussd, phoneNumber: ' 08031234567 ' })).toBeUndefined();
    expect(paymentProofProblem({ ...complete.ussd, phoneNumber: '1000000000000000' })).toBe(
      messages.phoneNumeric,
    );
  });

  it('is the schema’s first message', () => {
    const bad = paymentProofSchema.safeParse({ ...complete['bank deposit'], depositorName: '' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Please Depositor Name');
  });

  it('takes the amount as a number, tolerates a plain numeral, and refuses anything finer than kobo (issue 18.14)', () => {
    const parse = (amountPaid: number | string) =>
      paymentProofSchema.safeParse({ ...complete['bank deposit'], amountPaid });
    expect(parse(600_000).data?.amountPaid).toBe(600_000);
    expect(parse(50_000.5).data?.amountPaid).toBe(50_000.5);
    expect(parse(' 50000.25 ').data?.amountPaid).toBe(50_000.25);
    for (const amount of [
      '50000.456',
      50_000.456,
      '1e5',
      '0x10',
      '50,000',
      '-5',
      0,
      'NaN',
      PAYMENT_AMOUNT_MAX + 1,
    ]) {
      const refused = parse(amount);
      expect(refused.success, String(amount)).toBe(false);
      expect(refused.error?.issues[0]?.message).toBe(messages.amountInvalid);
    }
  });
});

describe('money in kobo (issue 18.14)', () => {
  it('takes the confirmed tuition paid off what is due, never below zero', () => {
    expect(tuitionDue({ tuitionFee: 600_000, discountAmount: 0, tuitionPaid: 600_000 })).toBe(0);
    expect(tuitionDue({ tuitionFee: 600_000, discountAmount: 50_000, tuitionPaid: 100_000 })).toBe(450_000);
    expect(tuitionDue({ tuitionFee: 100_000, discountAmount: 0, tuitionPaid: 250_000 })).toBe(0);
  });

  it('adds and takes away without float drift', () => {
    expect(toKobo(0.1) + toKobo(0.2)).toBe(toKobo(0.3));
    expect(tuitionDue({ tuitionFee: 0.3, discountAmount: 0.1, tuitionPaid: 0.1 })).toBe(0.1);
    expect(toKobo(8333.335)).toBe(833_334);
    expect(fromKobo(toKobo(1_234_567.89))).toBe(1_234_567.89);
  });
});

describe("the school's payment details (issue 19.7)", () => {
  const account = {
    bankName: ' First Bank ',
    accountName: 'Yaba Academy Fees',
    accountNumber: '3012345678',
    ussdCode: '*894*0*1#',
    note: '',
  };
  const issues = (input: Partial<typeof account>) =>
    paymentAccountSettingsSchema
      .safeParse({ ...account, ...input })
      .error?.issues.map((issue) => issue.path[0]);

  it('keeps what is set, trimmed, and stores what is empty as null', () => {
    expect(paymentAccountSettingsSchema.parse(account)).toEqual({
      ...account,
      bankName: 'First Bank',
      note: null,
    });
    const none = paymentAccountSettingsSchema.parse({
      bankName: '',
      accountName: ' ',
      accountNumber: '',
      ussdCode: '',
      note: '',
    });
    expect(none).toEqual({
      bankName: null,
      accountName: null,
      accountNumber: null,
      ussdCode: null,
      note: null,
    });
    expect(hasPaymentAccount(none)).toBe(false);
    expect(hasPaymentAccount({ ...none, ussdCode: '*737#' })).toBe(true);
    expect(
      hasPaymentAccount({
        ...none,
        bankName: 'First Bank',
        accountName: 'Fees',
        accountNumber: '3012345678',
      }),
    ).toBe(true);
  });

  it('takes a 10-digit account number and a USSD code as dialled, and the bank account whole', () => {
    for (const accountNumber of ['301234567', '30123456789', '30123456a8']) {
      expect(issues({ accountNumber })).toContain('accountNumber');
    }
    for (const ussdCode of ['737#', '*737', '*73a#']) expect(issues({ ussdCode })).toEqual(['ussdCode']);
    expect(issues({ bankName: '' })).toEqual(['accountNumber']);
    expect(issues({ accountName: '' })).toEqual(['accountNumber']);
    expect(issues({ bankName: '', accountName: '', accountNumber: '' })).toBeUndefined();
    expect(issues({ note: 'x'.repeat(501) })).toEqual(['note']);
  });
});
