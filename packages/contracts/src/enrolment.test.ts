import { describe, expect, it } from 'vitest';
import { MONTHS } from './constants.ts';
import {
  type EnrolmentDraft,
  enrolmentSchema,
  enrolmentStepProblem,
  formatNaira,
  paymentEndMonth,
  paymentPlanSchema,
  paymentSchedule,
  roundNaira,
} from './enrolment.ts';
import { messages } from './messages.ts';

const total = (amounts: { amount: number }[]) =>
  Math.round(amounts.reduce((sum, instalment) => sum + instalment.amount, 0) * 100) / 100;

describe('paymentSchedule', () => {
  it('is one instalment of the whole fee for full payment', () => {
    expect(paymentSchedule('FULL_PAYMENT', 600_000, 'MAY')).toEqual([{ month: 'MAY', amount: 600_000 }]);
  });

  it('is 12 monthly instalments of fee/12 from the start month, wrapping into the next year', () => {
    const schedule = paymentSchedule('MONTHLY', 600_000, 'SEPTEMBER');
    expect(schedule).toHaveLength(12);
    expect(schedule.every((instalment) => instalment.amount === 50_000)).toBe(true);
    expect(schedule.map((instalment) => instalment.month)).toEqual([
      ...MONTHS.slice(8),
      ...MONTHS.slice(0, 8),
    ]);
  });

  it('is 4 quarterly instalments of fee/4, three months apart', () => {
    expect(paymentSchedule('QUARTERLY', 250_000, 'NOVEMBER')).toEqual([
      { month: 'NOVEMBER', amount: 62_500 },
      { month: 'FEBRUARY', amount: 62_500 },
      { month: 'MAY', amount: 62_500 },
      { month: 'AUGUST', amount: 62_500 },
    ]);
  });

  it('leaves the rounding remainder on the last instalment, so instalments add up to the fee', () => {
    const monthly = paymentSchedule('MONTHLY', 100_000, 'JANUARY');
    expect(monthly[0]?.amount).toBe(8333.33);
    expect(monthly[11]?.amount).toBe(8333.37);
    expect(total(monthly)).toBe(100_000);
    const quarterly = paymentSchedule('QUARTERLY', 100_000.01, 'JANUARY');
    expect(quarterly.map((instalment) => instalment.amount)).toEqual([25_000, 25_000, 25_000, 25_000.01]);
    for (const fee of [1, 0.05, 99_999.99, 1_234_567.89, 3_000_000]) {
      expect(total(paymentSchedule('MONTHLY', fee, 'JUNE'))).toBe(fee);
      expect(total(paymentSchedule('QUARTERLY', fee, 'JUNE'))).toBe(fee);
    }
  });

  it('has no instalments for a customized plan, agreed with the school', () => {
    expect(paymentSchedule('CUSTOMIZED', 600_000, 'MAY')).toEqual([]);
  });
});

describe('paymentEndMonth', () => {
  it('is the start month plus 11, wrapping around the year', () => {
    expect(paymentEndMonth('JANUARY')).toBe('DECEMBER');
    expect(paymentEndMonth('FEBRUARY')).toBe('JANUARY');
    expect(paymentEndMonth('DECEMBER')).toBe('NOVEMBER');
  });
});

describe('formatNaira', () => {
  it('shows thousands separators and 2 decimals', () => {
    expect(formatNaira(50_000)).toBe('NGN 50,000.00');
    expect(formatNaira(1_234_567.891)).toBe('NGN 1,234,567.89');
    expect(formatNaira(8333.125)).toBe('NGN 8,333.13');
    expect(formatNaira(0)).toBe('NGN 0.00');
  });
});

describe('paymentPlanSchema', () => {
  const body = {
    paymentPlan: 'MONTHLY',
    paymentStartMonth: 'MAY',
    iunderstandTerms: true,
    iagreeToTerms: true,
  };
  it('checks the boxes, then the plan, then the start month', () => {
    const first = (value: object) => paymentPlanSchema.safeParse(value).error?.issues[0]?.message;
    expect(first({ ...body, iagreeToTerms: false, paymentPlan: '' })).toBe(messages.checkTermsAndCondition);
    expect(first({ ...body, paymentPlan: 'YEARLY', paymentStartMonth: '' })).toBe(messages.choosePaymentPlan);
    expect(first({ ...body, paymentStartMonth: 'may' })).toBe(messages.chooseStartMonth);
  });
  it('drops the browser’s tuition fee and upper-cases the discount code', () => {
    const parsed = paymentPlanSchema.parse({ ...body, tuitionFee: 1, discountCode: ' summer-10 ' });
    expect(parsed).not.toHaveProperty('tuitionFee');
    expect(parsed.discountCode).toBe('SUMMER-10');
  });
});

describe('enrolmentStepProblem', () => {
  const draft: EnrolmentDraft = {
    fullLegalName: 'Adaeze Obi',
    preferName: 'Ada',
    address: '12 Allen Avenue',
    emergencyContactName: 'Ngozi Obi',
    emergencyContactPhone: '8098765432',
    doYouHaveHealthInsurance: 'No',
    areYouInterestedInAccommodation: 'Yes',
  };

  it('checks step 1 in the spec’s order', () => {
    expect(enrolmentStepProblem(1, draft)).toBeUndefined();
    expect(enrolmentStepProblem(1, { ...draft, fullLegalName: ' ', preferName: '', address: '' })).toBe(
      'Please Fill your Full Name',
    );
    expect(enrolmentStepProblem(1, { ...draft, preferName: '', address: '' })).toBe(
      'Please Fill your Prefer Name',
    );
    expect(enrolmentStepProblem(1, { ...draft, address: '' })).toBe('Please Fill your Address');
  });

  it('checks step 2 in the spec’s order, with a numeric emergency phone', () => {
    expect(enrolmentStepProblem(2, draft)).toBeUndefined();
    const empty = {
      emergencyContactName: '',
      emergencyContactPhone: '',
      doYouHaveHealthInsurance: '',
      areYouInterestedInAccommodation: '',
    };
    expect(enrolmentStepProblem(2, { ...draft, ...empty })).toBe('Please Fill your Emergency Contact Name');
    expect(enrolmentStepProblem(2, { ...draft, ...empty, emergencyContactName: 'N' })).toBe(
      'Please Fill your Emergency Contact Phone Number',
    );
    expect(enrolmentStepProblem(2, { ...draft, emergencyContactPhone: '080-98' })).toBe(
      messages.phoneNumeric,
    );
    expect(
      enrolmentStepProblem(2, {
        ...draft,
        doYouHaveHealthInsurance: '',
        areYouInterestedInAccommodation: '',
      }),
    ).toBe('Please select health insurance option');
    expect(enrolmentStepProblem(2, { ...draft, areYouInterestedInAccommodation: 'Maybe' })).toBe(
      'Please select accommodation option',
    );
  });

  it('takes an emergency phone of up to 15 digits, around spaces', () => {
    expect(enrolmentStepProblem(2, { ...draft, emergencyContactPhone: ' 08031234567 ' })).toBeUndefined();
    expect(enrolmentStepProblem(2, { ...draft, emergencyContactPhone: '1000000000000000' })).toBe(
      messages.phoneNumeric,
    );
  });

  it('does not look at step 2 while step 1 is checked', () => {
    expect(enrolmentStepProblem(1, { ...draft, emergencyContactName: '' })).toBeUndefined();
  });
});

describe('roundNaira', () => {
  it('rounds half a kobo up despite binary drift, and never yields NaN for tiny remainders', () => {
    expect(roundNaira(8333.335)).toBe(8333.34);
    expect(roundNaira(1.005)).toBe(1.01);
    expect(roundNaira(2.2737e-13)).toBe(0);
    expect(roundNaira(99_999_999.994)).toBe(99_999_999.99);
  });
});

describe('enrolmentSchema', () => {
  const form = {
    fullLegalName: 'Ada Obi',
    preferName: 'Ada',
    address: '12 Allen Avenue',
    emergencyContactName: 'Ngozi Obi',
    emergencyContactPhone: '8031234567',
    doYouHaveHealthInsurance: 'No',
    areYouInterestedInAccommodation: 'Yes',
  };

  it('takes the learner’s own phone as digits up to 999999999999999, or none', () => {
    expect(enrolmentSchema.parse(form).phone).toBe('');
    expect(enrolmentSchema.parse({ ...form, phone: ' 8031234567 ' }).phone).toBe('8031234567');
    expect(enrolmentSchema.parse({ ...form, phone: '999999999999999' }).phone).toBe('999999999999999');
    for (const phone of ['1000000000000000', '803-123', 'x8031234567', '8031234567x']) {
      expect(enrolmentSchema.safeParse({ ...form, phone }).error?.issues[0]?.message).toBe(
        messages.phoneNumeric,
      );
    }
  });

  it('reports the first problem of step 1, then of step 2, as a custom issue', () => {
    const step1 = enrolmentSchema.safeParse({ ...form, address: '', emergencyContactName: '' });
    expect(step1.error?.issues[0]).toMatchObject({ code: 'custom', message: messages.fillAddress });
    const step2 = enrolmentSchema.safeParse({ ...form, emergencyContactName: '' });
    expect(step2.error?.issues[0]?.message).toBe(messages.fillEmergencyName);
  });
});

describe('the discount code of the payment plan', () => {
  const plan = {
    paymentPlan: 'MONTHLY',
    paymentStartMonth: 'MAY',
    iunderstandTerms: true,
    iagreeToTerms: true,
  };

  it('is optional, 3 to 40 letters, digits, _ or -, and kept in capitals', () => {
    expect(paymentPlanSchema.parse(plan).discountCode).toBe('');
    expect(paymentPlanSchema.parse({ ...plan, discountCode: ' early-bird_26 ' }).discountCode).toBe(
      'EARLY-BIRD_26',
    );
    for (const discountCode of ['AB', 'EARLY BIRD', 'ABC!', '!ABC']) {
      expect(paymentPlanSchema.safeParse({ ...plan, discountCode }).error?.issues[0]?.message).toBe(
        messages.discountCodeInvalid,
      );
    }
  });

  it('reports the plan’s problem as a custom issue', () => {
    const result = paymentPlanSchema.safeParse({ ...plan, paymentPlan: '' });
    expect(result.error?.issues[0]).toMatchObject({ code: 'custom', message: messages.choosePaymentPlan });
  });
});
