import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { isWireDate, type PaymentProofDraft, paymentProofProblem, paymentProofSchema } from './payments.ts';

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

  it('is the schema’s first message, and the schema rounds the amount to kobo', () => {
    const bad = paymentProofSchema.safeParse({ ...complete['bank deposit'], depositorName: '' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Please Depositor Name');
    const good = paymentProofSchema.parse({ ...complete['bank deposit'], amountPaid: '50000.456' });
    expect(good.amountPaid).toBe(50_000.46);
  });
});
