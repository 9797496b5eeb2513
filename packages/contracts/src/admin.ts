import { z } from 'zod';
import { MONTHS } from './constants.ts';
import { wireDateSchema, wireTimeSchema } from './info-sessions.ts';
import { roles } from './status.ts';

const tuitionFee = z
  .number({ error: 'Enter the tuition fee in naira' })
  .nonnegative('Tuition cannot be negative')
  .max(100_000_000)
  .multipleOf(0.01);

/**
 * Issue 24.4: what a learner pays before anything else counts as paying tuition (the seat deposit),
 * in naira as the fee; at most the fee (the server checks it against the fee that applies).
 */
const firstPayment = z
  .number({ error: 'Enter the first payment in naira' })
  .positive('The first payment must be more than zero')
  .max(100_000_000)
  .multipleOf(0.01);

/** Whether a first payment is more than the fee: both naira with at most two decimals, compared in kobo. */
export const firstPaymentExceedsFee = (firstPayment: number, tuitionFee: number) =>
  Math.round(firstPayment * 100) > Math.round(tuitionFee * 100);

/** Places in a cohort (issue 23.1): a whole number, at least one; null while unset. */
const seats = z
  .number({ error: 'Enter the number of seats as a whole number' })
  .int('Enter the number of seats as a whole number')
  .min(1, 'A cohort has at least one seat')
  .max(100_000, 'A cohort has at most 100,000 seats');

/** Issue 23.7: days an ended application's personal data is kept before erasure; null = kept. */
const retentionDays = z
  .number({ error: 'Enter the retention period as a whole number of days' })
  .int('Enter the retention period as a whole number of days')
  .min(30, 'Keep ended applications at least 30 days')
  .max(3650, 'Keep ended applications at most 3,650 days (ten years)');

/** Days an applicant has to answer an offer (issue 23.1). */
export const OFFER_RESPONSE_DAYS_DEFAULT = 7;
const offerResponseDays = z
  .number({ error: 'Enter the days to answer an offer as a whole number' })
  .int('Enter the days to answer an offer as a whole number')
  .min(1, 'An applicant has at least 1 day to answer an offer')
  .max(60, 'An applicant has at most 60 days to answer an offer');

/**
 * When applications open and close by themselves, as the school's clock shows it (dd-MM-yyyy,
 * HH:mm in the school's time zone). Whether the dates exist and close after open is checked by the
 * server, which knows the zone.
 */
export const applicationWindowInputSchema = z.object({
  opensDate: wireDateSchema,
  opensTime: wireTimeSchema,
  closesDate: wireDateSchema,
  closesTime: wireTimeSchema,
});
export type ApplicationWindowInput = z.infer<typeof applicationWindowInputSchema>;

/** A window as the console shows it: the school's wall clock, and the instants it stands for. */
export const applicationWindowSchema = applicationWindowInputSchema.extend({
  opensAt: z.string(),
  closesAt: z.string(),
});

/** Who decides, right now, whether applications are open (docs/decisions/0078-…). */
export const APPLICATIONS_DECIDED_BY = ['ADMIN', 'WINDOW', 'DEFAULT'] as const;
export const applicationsStatusSchema = z.object({
  open: z.boolean(),
  decidedBy: z.enum(APPLICATIONS_DECIDED_BY),
  /** The next opening or closing of a window, on the school's clock: when this may change by itself. */
  nextChange: z.object({ date: z.string(), time: z.string(), at: z.string() }).nullable(),
});
export type ApplicationsStatus = z.infer<typeof applicationsStatusSchema>;

/** Start New Batch: the spec's client sends no body; a body names the cohort and its fee. */
export const createBatchSchema = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    tuitionFee: tuitionFee.optional(),
    /** Left out or null: the whole fee is the first payment. */
    firstPayment: firstPayment.nullish(),
    startMonth: z.enum(MONTHS).optional(),
    startYear: z.number().int().min(2000).max(2100).optional(),
    seats: seats.nullish(),
    applicationWindow: applicationWindowInputSchema.nullish(),
    offerResponseDays: offerResponseDays.optional(),
  })
  .nullish();
export type CreateBatchInput = z.infer<typeof createBatchSchema>;

/** A cohort as the console lists it; a null fee is one no admin has set yet. */
export const cohortSchema = z.object({
  id: z.string(),
  name: z.string(),
  tuitionFee: z.number().nullable(),
  /** Naira; null = the whole fee (less discount) is the first payment. */
  firstPayment: z.number().nullable(),
  startMonth: z.enum(MONTHS),
  startYear: z.number(),
  isCurrent: z.boolean(),
  applicants: z.number(),
  /** Learners whose payment plan is agreed: they keep the fee they agreed to. */
  agreedPlans: z.number(),
  seats: z.number().nullable(),
  applicationWindow: applicationWindowSchema.nullable(),
  offerResponseDays: z.number(),
  retentionDays: z.number().nullable(),
});
export type Cohort = z.infer<typeof cohortSchema>;
export const cohortIdParamSchema = z.object({ cohortId: z.uuid('Unknown cohort') });
/**
 * An admin sets or changes the fee and start date of any cohort, and (issue 23.1) its name, seats,
 * application window and offer days, (issue 23.7) its retention period and (issue 24.4) its first
 * payment: left out, these stay as they are; null clears seats, window, retention or first payment.
 */
export const updateCohortSchema = z.object({
  name: z.string().trim().min(1, 'Enter the cohort name').max(100).optional(),
  tuitionFee: tuitionFee,
  /** Left out: unchanged; null: the whole fee is the first payment. */
  firstPayment: firstPayment.nullish(),
  startMonth: z.enum(MONTHS, { error: 'Choose the start month' }),
  startYear: z.number({ error: 'Enter the start year' }).int().min(2000).max(2100),
  seats: seats.nullish(),
  applicationWindow: applicationWindowInputSchema.nullish(),
  offerResponseDays: offerResponseDays.optional(),
  retentionDays: retentionDays.nullish(),
});
export type UpdateCohortInput = z.infer<typeof updateCohortSchema>;

export const changeRoleQuerySchema = z.object({
  email: z.string().trim().max(254).pipe(z.email('Please enter a valid email address')),
  newRole: z
    .string()
    .trim()
    .transform((role) => role.toUpperCase())
    .pipe(z.enum(roles, { error: 'Role must be Admin, Applicant, Elder, Suspended or Sponsor' })),
});

const discountCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,40}$/, 'A code is 3 to 40 letters, digits, - or _')
  .transform((code) => code.toUpperCase());
const wholeCount = z
  .number({ error: 'Enter a whole number' })
  .int('Enter a whole number')
  .nonnegative('It cannot be negative')
  .max(1_000_000);
const wholeAmount = z
  .number({ error: 'Enter a whole amount in naira' })
  .int('Enter a whole amount in naira')
  .nonnegative('It cannot be negative')
  .max(100_000_000);

export const createDiscountCodeSchema = z.object({
  discountOwner: z.string().trim().min(1, 'Name the owner of the code').max(200),
  code: discountCode,
  numberOfValidRegistration: wholeCount,
  discountAmount: wholeAmount,
});
export const updateDiscountCodeSchema = createDiscountCodeSchema.omit({ discountOwner: true });
export const discountCodeParamSchema = z.object({ code: discountCode });

export const discountCodeSchema = z.object({
  code: z.string(),
  discountOwner: z.string(),
  numberOfValidRegistration: z.number(),
  discountAmount: z.number(),
});
export const discountCodeResponseSchema = z.object({ message: z.string(), discountCode: discountCodeSchema });

/** Resend Email (docs/spec/portal-spec.md §7): the six e-mail types an admin can send again. */
export const EMAIL_TYPES = [
  'resetPassword',
  'createPassword',
  'interviewInviteMessage',
  'infoSessionMessage',
  'admissionOffer',
  'sendToCommunity',
] as const;
export type EmailType = (typeof EMAIL_TYPES)[number];
export const resendEmailQuerySchema = z.object({
  email: z.string().trim().max(254).pipe(z.email('Please enter a valid email address')),
  emailType: z.enum(EMAIL_TYPES, { error: `emailType must be one of: ${EMAIL_TYPES.join(', ')}` }),
});
