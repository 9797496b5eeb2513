import { z } from 'zod';
import { DEFAULT_DIAL_CODE, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './constants.ts';
import { guardianConsentCopy } from './copy/guardian-consent.ts';
import { ONE_TIME_CODE_PATTERN } from './one-time-code.ts';

/**
 * Issue 25.7, decision 0092: an under-18 learner's loan agreement waits for a guardian who confirms
 * their phone with a code and signs from their own link.
 */
export const guardianConsentStates = ['waiting', 'signed', 'declined', 'replaced'] as const;
export type GuardianConsentState = (typeof guardianConsentStates)[number];
export const guardianRelationships = ['parent', 'guardian', 'other'] as const;
export type GuardianRelationship = (typeof guardianRelationships)[number];

/** How long the guardian's link lives, and how many codes it may be sent (the codes' rule: one-time-code.ts). */
export const GUARDIAN_LINK_DAYS = 7;
export const GUARDIAN_CODES_PER_LINK = 5;

const { fields } = guardianConsentCopy;
const name = z
  .string()
  .trim()
  .min(1, fields.nameRequired)
  .max(NAME_MAX_LENGTH * 2);

/** Who the learner names: the phone is required (the code goes there), the e-mail optional. */
export const guardianContactSchema = z.object({
  guardianName: name,
  guardianPhone: z
    .string()
    .trim()
    .regex(/^\d{4,15}$/, fields.phoneRequired),
  guardianDialCode: z
    .string()
    .trim()
    .regex(/^\+\d{1,4}(-\d{1,4})?$/, fields.phoneRequired)
    .default(DEFAULT_DIAL_CODE),
  guardianEmail: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH)
    .refine((value) => value === '' || z.email().safeParse(value).success, fields.emailInvalid)
    .default(''),
});
export type GuardianContact = z.infer<typeof guardianContactSchema>;

/** What the learner's dashboard shows of the request. */
export const myGuardianConsentSchema = z.object({
  consent: z
    .object({
      state: z.enum(guardianConsentStates),
      guardianName: z.string(),
      /** The last digits only: enough to recognise, not to read out. */
      phoneEnding: z.string(),
      email: z.string().nullable(),
      learnerSignedAt: z.iso.datetime(),
      decidedAt: z.iso.datetime().nullable(),
      declineReason: z.string().nullable(),
    })
    .nullable(),
});
export type MyGuardianConsent = z.infer<typeof myGuardianConsentSchema>;

/** The guardian's page: what the link is for, and which step they are at. */
export const guardianPageSchema = z.object({
  step: z.enum(['confirm-phone', 'sign', 'signed', 'declined']),
  learnerName: z.string(),
  guardianName: z.string(),
  phoneEnding: z.string(),
  /** When the last code was sent, so the page can say so; null before the first. */
  codeSentAt: z.iso.datetime().nullable(),
  /** Shown only once the phone is confirmed: the agreement is the learner's private matter. */
  agreement: z
    .object({
      title: z.string(),
      termsVersion: z.string(),
      paragraphs: z.array(z.string()),
      loanMaxNaira: z.number(),
      interestPercent: z.number(),
      learnerSignedAt: z.iso.datetime(),
    })
    .nullable(),
});
export type GuardianPage = z.infer<typeof guardianPageSchema>;

export const guardianCodeSchema = z.object({
  code: z.string().trim().regex(ONE_TIME_CODE_PATTERN, fields.codeFormat),
});

export const guardianSignSchema = z
  .object({
    relationship: z.enum(guardianRelationships, { error: fields.relationshipRequired }),
    relationshipOther: z.string().trim().max(NAME_MAX_LENGTH).default(''),
    fullName: name,
    consent: z.literal(true, { error: fields.consentTick }),
  })
  .refine((body) => body.relationship !== 'other' || body.relationshipOther !== '', {
    path: ['relationshipOther'],
    message: fields.relationshipOtherRequired,
  });
export type GuardianSignInput = z.infer<typeof guardianSignSchema>;

export const guardianDeclineSchema = z.object({
  reason: z.string().trim().max(500).default(''),
});

/** A signed (or declined) guardian's answer, as staff see it beside the agreements. */
export const guardianSignatureSchema = z.object({
  state: z.enum(['signed', 'declined']),
  guardianName: z.string(),
  signedName: z.string().nullable(),
  relationship: z.enum(guardianRelationships).nullable(),
  relationshipOther: z.string().nullable(),
  verifiedPhone: z.string().nullable(),
  termsVersion: z.string(),
  decidedAt: z.iso.datetime(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  declineReason: z.string().nullable(),
});
export type GuardianSignature = z.infer<typeof guardianSignatureSchema>;
export const guardianSignaturesSchema = z.object({ signatures: z.array(guardianSignatureSchema) });
