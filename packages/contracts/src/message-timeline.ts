import { z } from 'zod';
import { bulkTargetSchema, staffMessageSchema } from './bulk-action-requests.ts';
import { emailParamSchema } from './email.ts';
import { messageChannels, messageStatuses, phoneChannelSchema } from './messaging.ts';

/**
 * An applicant's messages on every channel (issue 25.5), the staff's one-off message, the bulk
 * message's preview (issue 25.6) and the SMS units the finance screen counts.
 * docs/decisions/0091-message-timeline.md.
 */

export const TIMELINE_PAGE_SIZE = 25;

/** The kinds whose text the staff wrote: they go by the channels the author chose, never by routing. */
export const staffWrittenKinds = ['staff-message', 'bulk-message'] as const;

/**
 * The kinds a staff member may resend as they were: their content carries no single-use link (the
 * withdraw link of an e-mail is made fresh at each send). The others carry a link that may be spent
 * (create password, offer answer, booking invitation…): their step's own resend action issues a new one.
 */
export const resendableKinds: ReadonlySet<string> = new Set([
  ...staffWrittenKinds,
  'applicant-message',
  'interview-rescheduled',
  'interview-booking-cancelled',
  'info-session-invite',
  'info-session-reminder',
  'payment-confirmed',
  'payment-declined',
  'tuition-receipt',
]);

export const timelineQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1)
    .max(10_000)
    .default(1),
});

export const timelineEntrySchema = z.object({
  id: z.number(),
  kind: z.string(),
  kindLabel: z.string(),
  channel: z.enum(messageChannels),
  /** The e-mail address, or the phone number with its middle hidden. */
  address: z.string(),
  subject: z.string(),
  status: z.enum(messageStatuses),
  queuedAt: z.iso.datetime(),
  /** When the message reached its status (queued, sent, delivered, failed or held back). */
  statusAt: z.iso.datetime(),
  providerStatus: z.string().nullable(),
  error: z.string().nullable(),
  units: z.number().nullable(),
  resendable: z.boolean(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const timelinePageSchema = z.object({
  entries: z.array(timelineEntrySchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  /** The phone channels the applicant accepted at their number now: the one-off message offers these. */
  acceptedChannels: z.array(phoneChannelSchema),
});
export type TimelinePage = z.infer<typeof timelinePageSchema>;

export const resendParamSchema = emailParamSchema.extend({
  messageId: z.coerce.number({ error: 'Unknown message' }).int('Unknown message').min(1, 'Unknown message'),
});

export const resentSchema = z.object({ entry: timelineEntrySchema });

/** A message a staff member writes to one applicant, by the channels they choose. */
export const oneOffMessageSchema = staffMessageSchema;
export type OneOffMessage = z.infer<typeof oneOffMessageSchema>;

export const oneOffSentSchema = z.object({ entries: z.array(timelineEntrySchema) });

/** The bulk message as the confirmation will send it, before it is started. */
export const bulkMessagePreviewInputSchema = z.object({
  params: staffMessageSchema,
  target: bulkTargetSchema,
});
export type BulkMessagePreviewInput = z.infer<typeof bulkMessagePreviewInputSchema>;

export const channelPreviewSchema = z.object({
  channel: z.enum(messageChannels),
  /** Applicants this channel reaches: everyone by e-mail; by phone, who accepted it at their number. */
  recipients: z.number(),
  /** The text as the channel shows it (e-mail: for the first recipient). */
  subject: z.string(),
  text: z.string(),
  /** SMS parts per message and for all (null for the other channels). */
  unitsEach: z.number().nullable(),
  units: z.number().nullable(),
});

export const bulkMessagePreviewSchema = z.object({
  recipients: z.number(),
  channels: z.array(channelPreviewSchema),
  nairaPerSmsUnit: z.number(),
  /** The SMS units times the setting, in naira. */
  estimatedCost: z.number(),
});
export type BulkMessagePreview = z.infer<typeof bulkMessagePreviewSchema>;

export const smsUnitCostSchema = z.object({
  nairaPerUnit: z
    .number({ error: 'Enter the price of one SMS unit in naira' })
    .min(0, 'The price cannot be negative')
    .max(1_000, 'Enter the price of one SMS unit in naira (at most 1,000)'),
});
export type SmsUnitCost = z.infer<typeof smsUnitCostSchema>;
/** Until an admin sets it: a typical Nigerian bulk SMS price per unit (decision 0091). */
export const DEFAULT_NAIRA_PER_SMS_UNIT = 4;

export const smsUnitsByMonthSchema = z.object({
  rows: z.array(
    z.object({
      /** YYYY-MM in the school's time zone. */
      month: z.string(),
      cohortId: z.string().nullable(),
      cohortName: z.string().nullable(),
      messages: z.number(),
      units: z.number(),
    }),
  ),
});
export type SmsUnitsByMonth = z.infer<typeof smsUnitsByMonthSchema>;
