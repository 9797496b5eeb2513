import { z } from 'zod';
import {
  AGE_RANGES,
  EMAIL_MAX_LENGTH,
  GENDERS,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants.ts';
import { emailParamSchema, isValidEmail } from './email.ts';
import { messages } from './messages.ts';
import { applicationStatuses, nativeStates, roles } from './status.ts';

const isEmpty = (input: unknown) => input === undefined || input === null || input === '';

/** A required text field: an empty value gets the spec's 'missing fields' message. */
const requiredText = (max: number) =>
  z
    .string({ error: messages.fillMissingFields })
    .trim()
    .min(1, messages.fillMissingFields)
    .max(max, `Must be at most ${max} characters`);

const oneOf = <T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, {
    error: (issue) =>
      isEmpty(issue.input) ? messages.fillMissingFields : `Choose one of: ${options.join(', ')}`,
  });

/** Digits only, at most 999999999999999 (docs/spec/portal-spec.md §5). Numbers are accepted as the spec's client sends them. */
export const phoneSchema = z
  .union([z.string().trim(), z.number()], { error: messages.fillMissingFields })
  .transform((value) => String(value))
  .pipe(
    z
      .string()
      .min(1, messages.fillMissingFields)
      .regex(/^\d{1,15}$/, 'Phone number must be digits only, at most 15 of them'),
  );

export const dialCodeSchema = z
  .string({ error: messages.fillMissingFields })
  .trim()
  .regex(/^\+\d{1,4}(-\d{1,4})?$/, 'Choose a dial code such as +234');

/**
 * The apply form (docs/spec/portal-spec.md §3, §5). Refinements run only once every field is present, so the
 * first message follows the spec's order: missing fields, then T&C, then the e-mail format.
 */
export const applySchema = z
  .object({
    firstName: requiredText(NAME_MAX_LENGTH),
    lastName: requiredText(NAME_MAX_LENGTH),
    email: requiredText(EMAIL_MAX_LENGTH),
    phone: phoneSchema,
    dialCode: dialCodeSchema,
    gender: oneOf(GENDERS),
    ageRange: oneOf(AGE_RANGES),
    tAndC: z.boolean({ error: messages.checkTermsBox }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.tAndC !== true) {
      ctx.addIssue({ code: 'custom', path: ['tAndC'], message: messages.checkTermsBox });
    } else if (!isValidEmail(value.email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: messages.validEmail });
    }
  })
  .transform((value) => ({ ...value, email: value.email.toLowerCase(), tAndC: true as const }));
export type ApplyInput = z.input<typeof applySchema>;
export type Application = z.output<typeof applySchema>;

export const loginSchema = z.object({
  email: z
    .string({ error: messages.validEmail })
    .trim()
    .max(EMAIL_MAX_LENGTH, messages.validEmail)
    .refine(isValidEmail, messages.validEmail)
    .transform((email) => email.toLowerCase()),
  password: z
    .string({ error: messages.passwordEmpty })
    .min(1, messages.passwordEmpty)
    .max(PASSWORD_MAX_LENGTH, messages.passwordTooLong),
});
export type LoginInput = z.input<typeof loginSchema>;

/** A session's access token: the answer of a login without a second step, of the code step, of a handoff. */
export const accessTokenResponseSchema = z.object({ accessToken: z.string() });

/** A short-lived, single-use token between a correct password and a session (two-factor sign-in). */
export const mfaTokenSchema = z
  .string()
  .trim()
  .min(16, messages.mfaTokenInvalid)
  .max(200, messages.mfaTokenInvalid);

/**
 * POST /api/user/login: the spec's `{accessToken}`; a staff member with two-factor sign-in on gets
 * `{mfaRequired, mfaToken}` instead (the code step), and one who must enrol first (STAFF_MFA=required)
 * `{mfaSetupRequired, mfaToken}` (a token that only sets up two-factor sign-in).
 */
export const loginResponseSchema = z.union([
  accessTokenResponseSchema,
  z.object({ mfaRequired: z.literal(true), mfaToken: z.string() }),
  z.object({ mfaSetupRequired: z.literal(true), mfaToken: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A six-digit code from an authenticator app (RFC 6238). */
export const totpCodeSchema = z
  .string({ error: messages.mfaCodeInvalid })
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, messages.mfaCodeInvalid));

/** A recovery code as shown (`xxxxx-xxxxx`); spaces, hyphens and case are ignored. */
export const recoveryCodeSchema = z
  .string({ error: messages.mfaCodeInvalid })
  .trim()
  .min(1, messages.mfaCodeInvalid)
  .max(64, messages.mfaCodeInvalid);

const codeOrRecoveryCode = z
  .object({ code: totpCodeSchema.optional(), recoveryCode: recoveryCodeSchema.optional() })
  .refine((value) => (value.code === undefined) !== (value.recoveryCode === undefined), {
    message: messages.mfaCodeInvalid,
    path: ['code'],
  });

/** POST /api/user/login/mfa: the login's mfaToken with a current code or one recovery code. */
export const mfaLoginSchema = z
  .object({
    mfaToken: mfaTokenSchema,
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .refine((value) => (value.code === undefined) !== (value.recoveryCode === undefined), {
    message: messages.mfaCodeInvalid,
    path: ['code'],
  });
export type MfaLoginInput = z.input<typeof mfaLoginSchema>;

/** POST /api/user/mfa/setup: with a session, or with the login's setup-only mfaToken. */
export const mfaSetupSchema = z.object({ mfaToken: mfaTokenSchema.optional() });
export const mfaSetupResponseSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export type MfaSetupResponse = z.infer<typeof mfaSetupResponseSchema>;

/** POST /api/user/mfa/confirm: the first code proves the app holds the secret. */
export const mfaConfirmSchema = z.object({ code: totpCodeSchema, mfaToken: mfaTokenSchema.optional() });
/** Recovery codes are shown this once; a setup-only token is exchanged for a session as well. */
export const mfaConfirmResponseSchema = z.object({
  recoveryCodes: z.array(z.string()),
  accessToken: z.string().optional(),
});
export type MfaConfirmResponse = z.infer<typeof mfaConfirmResponseSchema>;

/** POST /api/user/mfa/disable: a current code or a recovery code. */
export const mfaDisableSchema = codeOrRecoveryCode;

/** GET /api/user/mfa */
export const mfaStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

export const newPasswordSchema = z
  .string({ error: messages.passwordsDontMatch })
  .min(1, messages.passwordsDontMatch)
  .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, messages.passwordTooLong);

/** The create-password form: two fields that must match (docs/spec/portal-spec.md §5). */
export const createPasswordFormSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine((value, ctx) => {
    if (!value.password || value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.passwordsDontMatch });
      return;
    }
    const checked = newPasswordSchema.safeParse(value.password);
    if (!checked.success) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: checked.error.issues[0]?.message ?? '' });
    }
  });

/** PATCH /api/user/password/{token}: the spec sends the password in a header named `response`. */
export const setPasswordBodySchema = z.object({ password: newPasswordSchema }).partial();
export const linkTokenParamsSchema = z.object({
  token: z.string().trim().min(16, messages.linkInvalid).max(200, messages.linkInvalid),
});
/** GET /api/user/password/{token}: what the live link is for (a used or expired one is a 400). */
export const passwordLinkSchema = z.object({ purpose: z.enum(['create-password', 'reset-password']) });
export type PasswordLink = z.infer<typeof passwordLinkSchema>;

/**
 * A link path that only redirects (older e-mails, the join link): any text a path can hold, cut or
 * over-long, so that the link lands on a page; such routes answer every refusal with the link
 * error page (apps/api/src/plugins/email-link-pages.ts).
 */
export const redirectLinkParamsSchema = z.object({ token: z.string() });
/** An e-mailed link before its click: the page it now leads to, or null while it awaits the click. */
export const emailLinkStateSchema = z.object({ next: z.string().nullable() });
/** The click on an e-mailed link's page (a POST): the outcome page to show. */
export const emailLinkOutcomeSchema = z.object({ next: z.string() });
export const userParamSchema = z.object({
  user: z.string().trim().min(16, messages.linkInvalid).max(200, messages.linkInvalid),
});

export const resetPasswordParamsSchema = emailParamSchema;
export const resetPasswordFormSchema = z.object({ email: emailParamSchema.shape.email });

export const cohortDetailsSchema = z.object({
  /** Null until an admin sets the cohort's fee. */
  tuitionFee: z.number().nullable(),
  cohortStartDate: z.object({ month: z.string(), year: z.number() }),
});

/** The docs/spec/portal-spec.md §3 user data, carried by the access token and returned by user calls. */
export const userDataSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  dialCode: z.string(),
  address: z.string().nullable(),
  parentsName: z.string().nullable(),
  gender: z.string(),
  profilePictureUrl: z.string().nullable().optional(),
  applicationId: z.string().nullable(),
  applicationStatus: z.enum(applicationStatuses).nullable(),
  roles: z.enum(roles),
  nativeState: z.enum(nativeStates).nullable(),
  canFillEnrollmentForm: z.boolean(),
  canFillTenancyAgreementForm: z.boolean(),
  canFillLoanAgreement: z.boolean(),
  trait: z.string(),
  infoSessionId: z.string().nullable(),
  cohortDetails: cohortDetailsSchema.nullable(),
  /** A staff account whose e-mail is the school's finance address: it may open the finance screen (decision 0083). */
  financeAccess: z.literal(true).optional(),
});
export type UserData = z.infer<typeof userDataSchema>;

export const handoffResponseSchema = z.object({ token: z.string(), expiresInSeconds: z.number() });

export const messageResponseSchema = z.object({ message: z.string() });
