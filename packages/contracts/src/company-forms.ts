import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './constants.ts';
import { messages } from './messages.ts';

/** The hire form's skill sets (docs/spec/portal-spec.md §3), sent comma-joined in `skillSet`. */
export const SKILL_SETS = [
  'Front-End Engineer',
  'Back-End Engineer',
  'UI/UX Designer',
  'Data Analyst',
  'Product Manager',
] as const;
export type SkillSet = (typeof SKILL_SETS)[number];

const COMPANY_TEXT_MAX_LENGTH = 200;
const LONG_TEXT_MAX_LENGTH = 5000;
const isValidEmail = (value: string) => z.email().safeParse(value).success;

/** A required text field: an empty value gets the spec's 'missing fields' message. */
const requiredText = (max: number) =>
  z
    .string({ error: messages.fillMissingFields })
    .trim()
    .min(1, messages.fillMissingFields)
    .max(max, `Must be at most ${max} characters`);

/**
 * A hidden field people never see or fill (abuse, issue 7). A filled one marks the sender as a
 * bot: the API answers as if it had accepted the form and stores nothing.
 */
const honeypot = z.string().max(500).optional();
export const isHoneypotFilled = (value: { website?: string | undefined }) => Boolean(value.website);

const contactFields = {
  firstName: requiredText(NAME_MAX_LENGTH),
  lastName: requiredText(NAME_MAX_LENGTH),
  email: requiredText(EMAIL_MAX_LENGTH),
  companyName: requiredText(COMPANY_TEXT_MAX_LENGTH),
};

const checkEmail = (value: { email: string }, ctx: z.RefinementCtx) => {
  if (!isValidEmail(value.email)) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: messages.validEmail });
  }
};
const lowerCaseEmail = <T extends { email: string }>(value: T) => ({
  ...value,
  email: value.email.toLowerCase(),
});

/** The partner form (docs/spec/portal-spec.md §3, §5): six required fields, then a well-formed e-mail. */
export const partnerApplicationSchema = z
  .object({
    ...contactFields,
    designation: requiredText(COMPANY_TEXT_MAX_LENGTH),
    message: requiredText(LONG_TEXT_MAX_LENGTH),
    website: honeypot,
  })
  .superRefine(checkEmail)
  .transform(lowerCaseEmail);
export type PartnerApplicationInput = z.input<typeof partnerApplicationSchema>;
export type PartnerApplication = z.output<typeof partnerApplicationSchema>;

const splitSkillSets = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Joins chosen skill sets in the spec's order, as the hire form sends them. */
export const joinSkillSets = (chosen: readonly string[]) =>
  SKILL_SETS.filter((skill) => chosen.includes(skill)).join(',');

/**
 * The hire form (docs/spec/portal-spec.md §3, §5): every field required, then at least one skill set (comma-joined,
 * each one of SKILL_SETS), then a well-formed e-mail.
 */
export const hireRequestSchema = z
  .object({
    ...contactFields,
    designation: requiredText(COMPANY_TEXT_MAX_LENGTH),
    skillSet: z.string({ error: messages.selectSkillSet }).max(500).default(''),
    request: requiredText(LONG_TEXT_MAX_LENGTH),
    website: honeypot,
  })
  .superRefine((value, ctx) => {
    const chosen = splitSkillSets(value.skillSet);
    if (chosen.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['skillSet'], message: messages.selectSkillSet });
      return;
    }
    const unknown = chosen.find((skill) => !(SKILL_SETS as readonly string[]).includes(skill));
    if (unknown !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['skillSet'],
        message: `Choose skill sets from: ${SKILL_SETS.join(', ')}`,
      });
      return;
    }
    checkEmail(value, ctx);
  })
  .transform((value) => ({
    ...lowerCaseEmail(value),
    skillSet: joinSkillSets(splitSkillSets(value.skillSet)),
  }));
export type HireRequestInput = z.input<typeof hireRequestSchema>;
export type HireRequest = z.output<typeof hireRequestSchema>;

/** The launch-updates subscription (docs/spec/portal-spec.md §3, §5). */
export const stayUpdatedSchema = z
  .object({ ...contactFields, website: honeypot })
  .superRefine(checkEmail)
  .transform(lowerCaseEmail);
export type StayUpdatedInput = z.input<typeof stayUpdatedSchema>;
export type StayUpdated = z.output<typeof stayUpdatedSchema>;

/** `?limit=` of the admin lists: newest first, at most this many. */
export const companyFormsListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

const receivedAt = { id: z.string(), createdAt: z.string() };
const contactResponse = {
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  companyName: z.string(),
};
export const partnerApplicationRecordSchema = z.object({
  ...receivedAt,
  ...contactResponse,
  designation: z.string(),
  message: z.string(),
});
export const hireRequestRecordSchema = z.object({
  ...receivedAt,
  ...contactResponse,
  designation: z.string(),
  skillSet: z.string(),
  request: z.string(),
});
export const subscriberRecordSchema = z.object({ ...receivedAt, ...contactResponse });
export type PartnerApplicationRecord = z.infer<typeof partnerApplicationRecordSchema>;
export type HireRequestRecord = z.infer<typeof hireRequestRecordSchema>;
export type SubscriberRecord = z.infer<typeof subscriberRecordSchema>;
