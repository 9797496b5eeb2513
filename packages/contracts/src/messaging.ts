import { z } from 'zod';
import { ONE_TIME_CODE_LENGTH, ONE_TIME_CODE_PATTERN } from './one-time-code.ts';
import type { ReminderStep } from './reminders.ts';

/**
 * Where a message goes (issue 25): e-mail always; SMS and WhatsApp beside it for the important
 * types, to applicants who accepted them and have a phone. docs/decisions/0088-message-channels.md.
 */
export const messageChannels = ['email', 'sms', 'whatsapp'] as const;
export type MessageChannel = (typeof messageChannels)[number];
export const phoneChannels = ['sms', 'whatsapp'] as const;
export type PhoneChannel = (typeof phoneChannels)[number];
export const phoneChannelSchema = z.enum(phoneChannels);

/** A message's life: written in the action's transaction, handed over, then the provider's answer. */
export const messageStatuses = ['pending', 'sent', 'delivered', 'failed', 'skipped'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/**
 * Each type of message the portal sends, by its outbox kind, and whether it is important: the
 * important ones go by every channel the applicant accepted, the rest by e-mail only (issue 25.3).
 * The interview booking's kinds are decision 0089's; the reminders are `reminderMailKind(step)`.
 * A message staff write goes by the channels they choose instead (decision 0091), so it is not here.
 */
export const messageTypes = {
  'create-password': { important: true },
  'interview-invite': { important: true },
  'interview-rescheduled': { important: true },
  'interview-booking-invitation': { important: true },
  'interview-booked': { important: true },
  'interview-booking-moved': { important: true },
  'interview-booking-cancelled': { important: true },
  'interview-booking-cancelled-by-elder': { important: true },
  'interview-reminder-24h': { important: true },
  'interview-reminder-1h': { important: true },
  'interview-no-show-rebooking': { important: true },
  'reminder:INTERVIEW_TOMORROW': { important: true },
  'admission-offer': { important: true },
  'offer-reminder': { important: true },
  'tuition-receipt': { important: true },
  'payment-confirmed': { important: true },
  'payment-declined': { important: true },
  'reset-password': { important: false },
  'password-changed': { important: false },
  'applicant-message': { important: false },
  'info-session-invite': { important: false },
  'info-session-reminder': { important: false },
  'payment-proof-received': { important: false },
  'retention-warning': { important: false },
  'erasure-requested': { important: false },
  'erasure-request-received': { important: false },
  'application-received-again': { important: false },
  'application-withdrawn': { important: false },
  'send-to-community': { important: false },
  'guardian-consent-signed': { important: false },
  'guardian-consent-declined': { important: false },
  'reminder:QUESTIONNAIRE_UNFINISHED': { important: false },
  'reminder:TEST_NOT_TAKEN': { important: false },
  'reminder:INFO_SESSION_TOMORROW': { important: false },
  'reminder:PAYMENT_PROOF_MISSING': { important: false },
  'reminder:ENROLMENT_FORM_UNFILLED': { important: false },
} as const satisfies Record<string, { important: boolean }> &
  Record<`reminder:${ReminderStep}`, { important: boolean }>;
export type MessageKind = keyof typeof messageTypes;
export const messageKinds = Object.keys(messageTypes) as MessageKind[];
export const isMessageKind = (kind: string): kind is MessageKind => Object.hasOwn(messageTypes, kind);

/**
 * Kinds the portal sends only to staff or to a learner's guardian, never to an applicant: not
 * routed and not on an applicant's timeline. Every other kind the API queues is a messageType (or
 * one of the timeline's other kinds); apps/api/src/modules/messaging/message-kinds.test.ts checks.
 */
export const notApplicantMessageKinds = [
  'partner-application-received',
  'hire-request-received',
  'interview-second-no-show',
  'guardian-consent-request',
  'guardian-consent-code',
] as const;

/** The phone channels a type goes by until an admin changes it. */
export const defaultPhoneChannels = (kind: MessageKind): PhoneChannel[] =>
  messageTypes[kind].important ? [...phoneChannels] : [];

export const messageKindParamSchema = z.object({
  kind: z.enum(messageKinds as [MessageKind, ...MessageKind[]]),
});

export const messageRouteInputSchema = z.object({
  channels: z
    .array(phoneChannelSchema)
    .max(phoneChannels.length)
    .refine((list) => new Set(list).size === list.length, 'each channel once'),
});
export type MessageRouteInput = z.infer<typeof messageRouteInputSchema>;

export const messageRouteSchema = z.object({
  kind: z.string(),
  important: z.boolean(),
  /** Besides e-mail, which always goes. */
  channels: z.array(phoneChannelSchema),
  /** False once an admin changed it. */
  isDefault: z.boolean(),
});
export type MessageRoute = z.infer<typeof messageRouteSchema>;
export const messageRoutingSchema = z.object({ routes: z.array(messageRouteSchema) });
export type MessageRouting = z.infer<typeof messageRoutingSchema>;

/** An applicant's answer for one phone channel, from the dashboard's "How we reach you" panel. */
export const messageConsentInputSchema = z.object({ channel: phoneChannelSchema, accepted: z.boolean() });
export type MessageConsentInput = z.infer<typeof messageConsentInputSchema>;

/**
 * The outbox kind of the one-time code that confirms a phone (decision 0090): SMS only, sent
 * because the applicant asked for it just now, so without consent; not a routed type (no e-mail).
 */
export const PHONE_CODE_KIND = 'phone-code';
/** Codes one applicant may be sent in an hour (the rest of the rule: one-time-code.ts). */
export const PHONE_CODE_PER_HOUR = 5;

export const phoneCodeInputSchema = z.object({
  code: z.string().trim().regex(ONE_TIME_CODE_PATTERN, `${ONE_TIME_CODE_LENGTH} digits`),
});
export type PhoneCodeInput = z.infer<typeof phoneCodeInputSchema>;
export const phoneCodeSentSchema = z.object({
  /** The number in E.164 the code went to. */
  phone: z.string(),
  expiresAt: z.iso.datetime(),
});
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;

/** The applicant's own channels: e-mail always, SMS and WhatsApp as they answered. */
export const messageConsentsSchema = z.object({
  /** The phone on file in E.164, or null when there is none valid. */
  phone: z.string().nullable(),
  /** Whether that number was confirmed with a one-time code. */
  phoneConfirmed: z.boolean(),
  /** The school's zone, in which the panel shows when an answer was given. */
  timeZone: z.string(),
  channels: z.array(
    z.object({
      channel: phoneChannelSchema,
      /** Accepted, for the number on file now (an answer for an older number no longer counts). */
      accepted: z.boolean(),
      /** When the latest answer was given, null before any. */
      recordedAt: z.iso.datetime().nullable(),
      /** The number the latest answer was given for. */
      answeredFor: z.string().nullable(),
      /** The words the applicant agrees to by choosing it, as recorded with the answer. */
      wording: z.string(),
    }),
  ),
});
export type MessageConsents = z.infer<typeof messageConsentsSchema>;

/** The GSM 03.38 basic set and its extension (each extension character costs two septets). */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENDED = '^{}\\[~]|€';

/**
 * How many SMS a text is billed as: 160 GSM-7 septets in one, 153 per part beyond; a character
 * outside GSM-7 makes it UCS-2, 70 in one and 67 per part.
 */
export function smsUnits(text: string): { encoding: 'GSM-7' | 'UCS-2'; units: number } {
  let septets = 0;
  for (const char of text) {
    if (GSM7_BASIC.includes(char)) septets += 1;
    else if (GSM7_EXTENDED.includes(char)) septets += 2;
    else {
      const length = [...text].length;
      return { encoding: 'UCS-2', units: length <= 70 ? 1 : Math.ceil(length / 67) };
    }
  }
  return { encoding: 'GSM-7', units: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}
