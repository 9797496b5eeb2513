import { z } from 'zod';

/**
 * The steps an applicant can stall at and be reminded of (issue 23.3). An offer about to expire is
 * not here: the offers work (issue 23.2) sends its own reminder 48 hours before the deadline.
 */
export const reminderSteps = [
  'QUESTIONNAIRE_UNFINISHED',
  'TEST_NOT_TAKEN',
  'INFO_SESSION_TOMORROW',
  'INTERVIEW_TOMORROW',
  'PAYMENT_PROOF_MISSING',
  'ENROLMENT_FORM_UNFILLED',
] as const;
export type ReminderStep = (typeof reminderSteps)[number];

/**
 * Steps with an event ahead: their delay is hours before the event and they are sent once per
 * event. The others are stalls: their delay is hours after the applicant reached the step.
 */
export const eventReminderSteps = [
  'INFO_SESSION_TOMORROW',
  'INTERVIEW_TOMORROW',
] as const satisfies readonly ReminderStep[];
export type EventReminderStep = (typeof eventReminderSteps)[number];
export type StallReminderStep = Exclude<ReminderStep, EventReminderStep>;
export const isEventReminderStep = (step: ReminderStep): step is EventReminderStep =>
  (eventReminderSteps as readonly ReminderStep[]).includes(step);

/** The mail kind of a step's reminder in the outbox (optional mail: unsubscribed applicants skip it). */
export const reminderMailKind = (step: ReminderStep) => `reminder:${step}`;
export const isReminderMailKind = (kind: string) => kind.startsWith('reminder:');

export const REMINDER_DELAY_HOURS_MIN = 1;
/** A stall is chased at most 60 days after it starts. */
export const REMINDER_DELAY_HOURS_MAX = 1440;
/** An event is announced at most a week ahead. */
export const EVENT_REMINDER_HOURS_MAX = 168;
export const REMINDER_REPEAT_DAYS_MIN = 1;
export const REMINDER_REPEAT_DAYS_MAX = 90;

const delayMessage = `Give the delay in whole hours, from ${REMINDER_DELAY_HOURS_MIN} to ${REMINDER_DELAY_HOURS_MAX}`;
const repeatMessage = `Give the repeat in whole days, from ${REMINDER_REPEAT_DAYS_MIN} to ${REMINDER_REPEAT_DAYS_MAX}, or none`;

/** What an admin sets for one step. `repeatAfterDays` null: the reminder is sent once. */
export const reminderSettingInputSchema = z.object({
  enabled: z.boolean({ error: 'Say whether the reminder is on' }),
  delayHours: z
    .number({ error: delayMessage })
    .int(delayMessage)
    .min(REMINDER_DELAY_HOURS_MIN, delayMessage)
    .max(REMINDER_DELAY_HOURS_MAX, delayMessage),
  repeatAfterDays: z
    .number({ error: repeatMessage })
    .int(repeatMessage)
    .min(REMINDER_REPEAT_DAYS_MIN, repeatMessage)
    .max(REMINDER_REPEAT_DAYS_MAX, repeatMessage)
    .nullable(),
});
export type ReminderSettingInput = z.infer<typeof reminderSettingInputSchema>;

export const reminderStepParamSchema = z.object({
  step: z.enum(reminderSteps, { error: 'There is no such reminder step' }),
});

export const reminderSettingSchema = reminderSettingInputSchema.extend({
  step: z.enum(reminderSteps),
  /** Reminders of this step queued in the last seven days. */
  sentLastWeek: z.number().int(),
});
export type ReminderSetting = z.infer<typeof reminderSettingSchema>;

export const reminderSettingsSchema = z.object({ steps: z.array(reminderSettingSchema) });
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** Until an admin sets a step it is off, with these values offered. */
export const defaultReminderSettings: Record<ReminderStep, ReminderSettingInput> = {
  QUESTIONNAIRE_UNFINISHED: { enabled: false, delayHours: 48, repeatAfterDays: 7 },
  TEST_NOT_TAKEN: { enabled: false, delayHours: 48, repeatAfterDays: 7 },
  INFO_SESSION_TOMORROW: { enabled: false, delayHours: 24, repeatAfterDays: null },
  INTERVIEW_TOMORROW: { enabled: false, delayHours: 24, repeatAfterDays: null },
  PAYMENT_PROOF_MISSING: { enabled: false, delayHours: 72, repeatAfterDays: 7 },
  ENROLMENT_FORM_UNFILLED: { enabled: false, delayHours: 72, repeatAfterDays: 7 },
};
