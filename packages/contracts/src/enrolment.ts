import { z } from 'zod';
import { MONTHS, NAME_MAX_LENGTH, PAYMENT_PLANS, PHONE_MAX } from './constants.ts';
import { YES_NO } from './form-data.ts';
import { guardianContactSchema } from './guardian-consent.ts';
import { messages } from './messages.ts';
import { fromKobo, toKobo } from './payments.ts';

export { formatNaira, roundNaira } from './naira.ts';

export type Month = (typeof MONTHS)[number];
export type PaymentPlan = (typeof PAYMENT_PLANS)[number];

// ---------------------------------------------------------------- payment plan (step 6)

export const PAYMENT_PLAN_LABELS: Readonly<Record<PaymentPlan, string>> = {
  FULL_PAYMENT: 'Full payment',
  MONTHLY: 'Monthly (12 instalments)',
  QUARTERLY: 'Quarterly (4 instalments)',
  CUSTOMIZED: 'Customized',
};
const INSTALMENTS: Readonly<Record<PaymentPlan, number>> = {
  FULL_PAYMENT: 1,
  MONTHLY: 12,
  QUARTERLY: 4,
  CUSTOMIZED: 0,
};

/** The month eleven months after `start` (docs/spec/portal-spec.md §9: end month is start month plus 11). */
export const paymentEndMonth = (start: Month): Month => MONTHS[(MONTHS.indexOf(start) + 11) % 12] as Month;

export interface Instalment {
  month: Month;
  amount: number;
}

/**
 * The instalments of a plan (docs/spec/portal-spec.md §9): one of the whole fee, 12 monthly of fee/12 or 4 quarterly of
 * fee/4 from the start month; a customized plan is agreed with the school, so it has none here.
 * Rounding to kobo leaves any remainder on the last instalment, so the instalments add up to the fee.
 */
export function paymentSchedule(plan: PaymentPlan, amountDue: number, start: Month): Instalment[] {
  const count = INSTALMENTS[plan];
  if (count === 0) return [];
  const step = 12 / count;
  const due = toKobo(amountDue);
  const each = Math.round(due / count);
  const startIndex = MONTHS.indexOf(start);
  return Array.from({ length: count }, (_, i) => ({
    month: MONTHS[(startIndex + i * step) % 12] as Month,
    amount: fromKobo(i === count - 1 ? due - each * (count - 1) : each),
  }));
}

export interface PaymentPlanDraft {
  paymentPlan?: string | undefined;
  paymentStartMonth?: string | undefined;
  iunderstandTerms?: boolean | undefined;
  iagreeToTerms?: boolean | undefined;
}

/** The first problem of the payment-plan form, in the spec's order (§5); undefined when it may be sent. */
export function paymentPlanProblem(draft: PaymentPlanDraft): string | undefined {
  if (!draft.iunderstandTerms || !draft.iagreeToTerms) return messages.checkTermsAndCondition;
  if (!draft.paymentPlan || !(PAYMENT_PLANS as readonly string[]).includes(draft.paymentPlan)) {
    return messages.choosePaymentPlan;
  }
  if (!draft.paymentStartMonth || !(MONTHS as readonly string[]).includes(draft.paymentStartMonth)) {
    return messages.chooseStartMonth;
  }
  return undefined;
}

const discountCodeField = z
  .string()
  .trim()
  .max(40)
  .optional()
  .default('')
  .refine((code) => code === '' || /^[A-Za-z0-9_-]{3,40}$/.test(code), messages.discountCodeInvalid)
  .transform((code) => code.toUpperCase());

/**
 * POST /api/native/fillPaymentAgreement. The spec's body also carries tuitionFee; the server takes
 * the fee from the applicant's cohort and ignores the browser's figure.
 */
export const paymentPlanSchema = z
  .object({
    paymentPlan: z.string().trim().max(40).optional(),
    paymentStartMonth: z.string().trim().max(20).optional(),
    iunderstandTerms: z.boolean().optional(),
    iagreeToTerms: z.boolean().optional(),
    tuitionFee: z.union([z.number(), z.string().max(30)]).optional(),
    discountCode: discountCodeField,
  })
  .superRefine((value, ctx) => {
    const problem = paymentPlanProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(({ tuitionFee: _ignored, ...value }) => ({
    ...value,
    paymentPlan: value.paymentPlan as PaymentPlan,
    paymentStartMonth: value.paymentStartMonth as Month,
  }));
export type PaymentPlanInput = z.input<typeof paymentPlanSchema>;

/** The learner's chosen plan, as stored. */
export const paymentPlanRecordSchema = z.object({
  paymentPlan: z.enum(PAYMENT_PLANS),
  paymentStartMonth: z.enum(MONTHS),
  paymentEndMonth: z.enum(MONTHS),
  tuitionFee: z.number(),
  discountCode: z.string().nullable(),
  discountAmount: z.number(),
  /** Tuition paid and confirmed when the plan was agreed; the amount due is what is left. */
  tuitionPaid: z.number(),
  amountDue: z.number(),
  instalments: z.array(z.object({ month: z.enum(MONTHS), amount: z.number() })),
  agreedAt: z.string(),
});
export type PaymentPlanRecord = z.infer<typeof paymentPlanRecordSchema>;
export const myPaymentPlanResponseSchema = z.object({ plan: paymentPlanRecordSchema.nullable() });

/** GET /api/native/discountCode/{code}: what a code takes off, before it is used (uses are taken on submit). */
export const discountCodeLookupParamSchema = z.object({ code: discountCodeField });
export const discountCodeLookupResponseSchema = z.object({
  code: z.string(),
  discountAmount: z.number(),
  tuitionFee: z.number(),
  tuitionPaid: z.number(),
  amountDue: z.number(),
});

// ---------------------------------------------------------------- enrolment form (step 5)

export const EXPERIENCE_OPTIONS = [
  'None',
  'Less than 2 years',
  '2 - 4 years',
  '5 - 6 years',
  '7 - 8 years',
  '9 - 10 years',
  '11 - 15 years',
  'More than 15 years',
] as const;
export const INDUSTRY_OPTIONS = [
  'IT',
  'Telecommunications',
  'Financial services',
  'Consumer goods/retail',
  'Energy',
  'Agriculture',
  'Education',
  'Public sector/Government',
  'Legal',
  'Manufacturing',
  'Engineering',
  'Medical/Healthcare',
  'Entertainment/Media',
  'Arts',
  'Hospitality/Restaurants',
  'Transportation',
  'Marketing/Advertising',
  'Other',
] as const;
export const ENROLMENT_STEPS = 2;
const ENROLMENT_TEXT_MAX = 500;

export interface EnrolmentDraft {
  fullLegalName?: string | undefined;
  preferName?: string | undefined;
  address?: string | undefined;
  phone?: string | undefined;
  yearExperience?: string | undefined;
  industries?: string[] | undefined;
  iTExperience?: string | undefined;
  medicalConditions?: string | undefined;
  foodAllergies?: string | undefined;
  emergencyContactName?: string | undefined;
  emergencyContactPhone?: string | undefined;
  hobbies?: string | undefined;
  areYouInterestedInAccommodation?: string | undefined;
  doYouHaveHealthInsurance?: string | undefined;
}

const blank = (value: string | undefined) => !value || value.trim() === '';

/** The first problem of an enrolment step, in the spec's order (§5); undefined when it may go on. */
export function enrolmentStepProblem(step: 1 | 2, draft: EnrolmentDraft): string | undefined {
  if (step === 1) {
    if (blank(draft.fullLegalName)) return messages.fillFullName;
    if (blank(draft.preferName)) return messages.fillPreferName;
    if (blank(draft.address)) return messages.fillAddress;
    return undefined;
  }
  if (blank(draft.emergencyContactName)) return messages.fillEmergencyName;
  if (blank(draft.emergencyContactPhone)) return messages.fillEmergencyPhone;
  if (!/^\d{1,15}$/.test(String(draft.emergencyContactPhone).trim())) return messages.phoneNumeric;
  if (!(YES_NO as readonly (string | undefined)[]).includes(draft.doYouHaveHealthInsurance)) {
    return messages.selectHealthInsurance;
  }
  if (!(YES_NO as readonly (string | undefined)[]).includes(draft.areYouInterestedInAccommodation)) {
    return messages.selectAccommodation;
  }
  return undefined;
}

const text = (max = ENROLMENT_TEXT_MAX) => z.string().trim().max(max).optional().default('');
const optionalChoice = <T extends readonly [string, ...string[]]>(options: T) =>
  z
    .union([z.enum(options), z.literal('')])
    .optional()
    .default('');

/** POST /api/native/submitEnrollmentForm (docs/spec/portal-spec.md §3 "Enrolment"). */
export const enrolmentSchema = z
  .object({
    fullLegalName: text(NAME_MAX_LENGTH * 2),
    preferName: text(NAME_MAX_LENGTH),
    address: text(),
    phone: z
      .string()
      .trim()
      .max(20)
      .optional()
      .default('')
      .refine((phone) => phone === '' || (/^\d+$/.test(phone) && Number(phone) <= PHONE_MAX), {
        message: messages.phoneNumeric,
      }),
    yearExperience: optionalChoice(EXPERIENCE_OPTIONS),
    industries: z.array(z.enum(INDUSTRY_OPTIONS)).max(INDUSTRY_OPTIONS.length).optional().default([]),
    iTExperience: optionalChoice(EXPERIENCE_OPTIONS),
    medicalConditions: text(),
    foodAllergies: text(),
    emergencyContactName: text(NAME_MAX_LENGTH * 2),
    emergencyContactPhone: text(20),
    hobbies: text(),
    areYouInterestedInAccommodation: text(3),
    doYouHaveHealthInsurance: text(3),
  })
  .superRefine((value, ctx) => {
    const problem = enrolmentStepProblem(1, value) ?? enrolmentStepProblem(2, value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export type EnrolmentInput = z.input<typeof enrolmentSchema>;
export type Enrolment = z.output<typeof enrolmentSchema>;

/** GET /api/native/enrollmentForm: the form as it was sent, when it was sent and when the learner was checked in. */
export const enrolmentFormResponseSchema = z.object({
  enrolment: z
    .object(enrolmentSchema.shape)
    .extend({ submittedAt: z.string(), checkedInAt: z.string().nullable() })
    .nullable(),
});

// ---------------------------------------------------------------- agreements (steps 7–9)

export const AGREEMENT_KINDS = ['native', 'tenancy', 'loan'] as const;
export type AgreementKind = (typeof AGREEMENT_KINDS)[number];

/** fillNativeAgreement, fillTenancyAgreement: the box must be ticked. */
export const agreementSchema = z.object({
  agreedToTerms: z.literal(true, { error: messages.agreementTickBox }),
});

/** GET /api/native/getLoanDetails (docs/spec/portal-spec.md §3 "Loan details"). */
export const loanDetailsSchema = z.object({
  fullLegalName: z.string(),
  nativeHomeAddress: z.string(),
  needParentsConsent: z.boolean(),
});
export type LoanDetails = z.infer<typeof loanDetailsSchema>;

/**
 * POST /api/native/fillLearnFundForm: when needParentsConsent the server requires the guardian's
 * name (parentName, the spec's field) and phone; the learner's signature then waits for the
 * guardian's (issue 25.7). The guardian's fields are optional for the spec's callers.
 */
export const loanAgreementSchema = agreementSchema.extend({
  parentName: z
    .string()
    .trim()
    .max(NAME_MAX_LENGTH * 2)
    .optional()
    .default(''),
  guardianPhone: guardianContactSchema.shape.guardianPhone.optional(),
  guardianDialCode: guardianContactSchema.shape.guardianDialCode,
  guardianEmail: guardianContactSchema.shape.guardianEmail,
});

/** An agreement as signed: when, which terms, by whom. */
export const signedAgreementSchema = z.object({
  kind: z.enum(AGREEMENT_KINDS),
  termsVersion: z.string(),
  signerName: z.string(),
  parentName: z.string().nullable(),
  signedAt: z.string(),
});
export const myAgreementsResponseSchema = z.object({ agreements: z.array(signedAgreementSchema) });
