import { joinInfoSession } from '@intake/contracts/endpoints/email-link-redirects';
import { reminderErrors } from '@intake/contracts/errors/reminders';
import { dashboardViewPath, loginReturningTo, paths } from '@intake/contracts/pages';
import {
  defaultReminderSettings,
  EVENT_REMINDER_HOURS_MAX,
  isEventReminderStep,
  type ReminderSetting,
  type ReminderSettingInput,
  type ReminderStep,
  reminderMailKind,
  reminderSteps,
} from '@intake/contracts/reminders';
import { insertAudit } from '../../core/audit-log.repository.ts';
import { enqueueJob } from '../../core/jobs.repository.ts';
import { issueLinkTokens } from '../../core/link-tokens.service.ts';
import type { Executor } from '../../db/client.ts';
import { appError } from '../../lib/app-error.ts';
import { formatSchoolDate, formatSchoolTime, formatTwelveHour } from '../../lib/school-time.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { renderStepReminderMail } from '../../mail/templates/step-reminder.ts';
import { joinLinkTtlSeconds, toInfoSession } from '../info-sessions/info-sessions.service.ts';
import { type QueuedMail, queueMails } from '../mail/mail.service.ts';
import {
  type ClaimedReminder,
  claimDueReminders,
  countSendsSince,
  findInfoSessions,
  findReminderSettings,
  lockReminderSetting,
  upsertReminderSetting,
} from './reminders.repository.ts';

/** The sweep runs every ten minutes; its job key names the slot, so every process queues it once. */
export const SEND_REMINDERS_JOB = 'reminders.send-due';
const SWEEP_EVERY_MS = 600_000;
/** Reminders recorded and queued per transaction. */
const SWEEP_BATCH = 1_000;
const WEEK_MS = 7 * 86_400_000;

/** Where each reminder's one link leads, but a session's (its join link): the step's dashboard view, through sign-in. */
const stepPaths: Record<Exclude<ReminderStep, 'INFO_SESSION_TOMORROW'>, string> = {
  QUESTIONNAIRE_UNFINISHED: dashboardViewPath('questionnaire'),
  TEST_NOT_TAKEN: paths.dashboard,
  INTERVIEW_TOMORROW: paths.dashboard,
  PAYMENT_PROOF_MISSING: paths.dashboard,
  ENROLMENT_FORM_UNFILLED: dashboardViewPath('enrolmentForm'),
};

/** Every step's setting as stored, or its default (off) when no admin has set it. */
async function currentSettings(db: Executor) {
  const stored = new Map((await findReminderSettings(db)).map(({ step, ...setting }) => [step, setting]));
  return reminderSteps.map((step) => ({ step, ...(stored.get(step) ?? defaultReminderSettings[step]) }));
}

export async function getReminderSettings(deps: ServiceDeps<'db'>): Promise<{ steps: ReminderSetting[] }> {
  const settings = await currentSettings(deps.db);
  const sent = new Map(
    (await countSendsSince(deps.db, new Date(Date.now() - WEEK_MS))).map((row) => [row.step, row.sent]),
  );
  return { steps: settings.map((setting) => ({ ...setting, sentLastWeek: sent.get(setting.step) ?? 0 })) };
}

/** Sets one step's reminder; an event's reminder is sent once, at most a week ahead. */
export async function changeReminderSetting(
  deps: ServiceDeps<'db'>,
  step: ReminderStep,
  setting: ReminderSettingInput,
  actorId: string,
): Promise<ReminderSetting> {
  if (isEventReminderStep(step)) {
    if (setting.repeatAfterDays !== null) throw appError(reminderErrors.eventReminderRepeats);
    if (setting.delayHours > EVENT_REMINDER_HOURS_MAX) throw appError(reminderErrors.eventReminderTooEarly);
  }
  await deps.db.transaction(async (tx) => {
    const before = (await lockReminderSetting(tx, step)) ?? defaultReminderSettings[step];
    await upsertReminderSetting(tx, step, setting);
    await insertAudit(tx, {
      actorId,
      action: 'REMINDER_SETTING_CHANGED',
      subject: step,
      details: { before, after: setting },
    });
  });
  const changed = (await getReminderSettings(deps)).steps.find((s) => s.step === step);
  if (!changed) throw new Error(`step ${step} is missing from the reminder settings`);
  return changed;
}

type LinkedReminder = ClaimedReminder & { link: string; when: string };

/** Each claimed reminder with its one link, and the event's time as the applicant reads it. */
async function withLinks(
  deps: ServiceDeps<'config'>,
  tx: Executor,
  step: ReminderStep,
  claimed: ClaimedReminder[],
): Promise<LinkedReminder[]> {
  const { publicUrl, timeZone } = deps.config;
  if (step === 'INFO_SESSION_TOMORROW') {
    // The session's own join link, a fresh ticket as its invitation carries (a GET only redirects).
    const linked: LinkedReminder[] = [];
    for (const session of await findInfoSessions(tx, [...new Set(claimed.map((c) => c.eventId as string))])) {
      const guests = claimed.filter((c) => c.eventId === session.id);
      const tokens = await issueLinkTokens(
        tx,
        guests.map((c) => c.applicantId),
        'info-session',
        joinLinkTtlSeconds(session),
      );
      const when = toInfoSession(session, timeZone, false).sessionDetails;
      guests.forEach((reminder, i) => {
        const link = `${publicUrl}${joinInfoSession.path.replace(':token', tokens[i] as string)}`;
        linked.push({ ...reminder, link, when });
      });
    }
    return linked;
  }
  const link = `${publicUrl}${loginReturningTo(stepPaths[step])}`;
  return claimed.map((reminder) => ({
    ...reminder,
    link,
    when: reminder.eventAt
      ? `${formatSchoolDate(reminder.eventAt, timeZone)} at ${formatTwelveHour(formatSchoolTime(reminder.eventAt, timeZone))}`
      : '',
  }));
}

/**
 * Records and queues every due reminder of every switched-on step, a page (in applicant id order)
 * per transaction: the "sent" rows and the outbox mail commit together. Any number of processes
 * may sweep at once.
 * Answers how many were queued per step.
 */
export async function sendDueReminders(deps: ServiceDeps<'db' | 'config'>) {
  const queued: Partial<Record<ReminderStep, number>> = {};
  for (const { step, ...setting } of await currentSettings(deps.db)) {
    if (!setting.enabled) continue;
    let count = 0;
    let after: string | null = null;
    for (;;) {
      const page = await deps.db.transaction(async (tx) => {
        const { claimed, dueCount, lastId } = await claimDueReminders(tx, step, setting, {
          after,
          limit: SWEEP_BATCH,
        });
        const mails: QueuedMail[] = (await withLinks(deps, tx, step, claimed)).map((reminder) => ({
          kind: reminderMailKind(step),
          to: reminder.email,
          userId: reminder.applicantId,
          rendered: renderStepReminderMail({ step, ...reminder }),
        }));
        await queueMails(tx, mails, { bulk: true });
        return { queued: claimed.length, dueCount, lastId };
      });
      count += page.queued;
      // A sweep running beside this one may have recorded part of a page: it mails those.
      if (page.dueCount < SWEEP_BATCH) break;
      after = page.lastId;
    }
    queued[step] = count;
  }
  return queued;
}

/** Queues the next slot's sweep; every process asks for the same slot, and it is queued once. */
export async function scheduleReminderSweep(deps: ServiceDeps<'db'>) {
  const next = new Date((Math.floor(Date.now() / SWEEP_EVERY_MS) + 1) * SWEEP_EVERY_MS);
  await enqueueJob(deps.db, {
    kind: SEND_REMINDERS_JOB,
    payload: {},
    runAt: next,
    uniqueKey: `${SEND_REMINDERS_JOB}:${next.toISOString()}`,
  });
}
