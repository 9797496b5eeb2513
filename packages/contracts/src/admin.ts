import { z } from 'zod';
import { MONTHS } from './constants.ts';
import { roles } from './status.ts';

const tuitionFee = z
  .number({ error: 'Enter the tuition fee in naira' })
  .nonnegative('Tuition cannot be negative')
  .max(100_000_000)
  .multipleOf(0.01);

/** Start New Batch: the spec's client sends no body; a body names the cohort and its fee. */
export const createBatchSchema = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    tuitionFee: tuitionFee.optional(),
    startMonth: z.enum(MONTHS).optional(),
    startYear: z.number().int().min(2000).max(2100).optional(),
  })
  .nullish();
export type CreateBatchInput = z.infer<typeof createBatchSchema>;

/** A cohort as the console lists it; a null fee is one no admin has set yet. */
export const cohortSchema = z.object({
  id: z.string(),
  name: z.string(),
  tuitionFee: z.number().nullable(),
  startMonth: z.enum(MONTHS),
  startYear: z.number(),
  isCurrent: z.boolean(),
  applicants: z.number(),
  /** Learners whose payment plan is agreed: they keep the fee they agreed to. */
  agreedPlans: z.number(),
});
export type Cohort = z.infer<typeof cohortSchema>;
export const cohortIdParamSchema = z.object({ cohortId: z.uuid('Unknown cohort') });
/** An admin sets or changes the fee and start date of any cohort. */
export const updateCohortSchema = z.object({
  tuitionFee: tuitionFee,
  startMonth: z.enum(MONTHS, { error: 'Choose the start month' }),
  startYear: z.number({ error: 'Enter the start year' }).int().min(2000).max(2100),
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
