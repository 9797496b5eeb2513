import {
  type EventReminderStep,
  isEventReminderStep,
  type ReminderSettingInput,
  type ReminderStep,
  type StallReminderStep,
} from '@intake/contracts/reminders';
import { gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { infoSessions, reminderSends, reminderSettings } from '../../db/schema/index.ts';

export async function findReminderSettings(db: Executor) {
  return db
    .select({
      step: reminderSettings.step,
      enabled: reminderSettings.enabled,
      delayHours: reminderSettings.delayHours,
      repeatAfterDays: reminderSettings.repeatAfterDays,
    })
    .from(reminderSettings);
}

/** The step's setting, locked until the caller's transaction ends (or undefined when never set). */
export async function lockReminderSetting(db: Executor, step: ReminderStep) {
  const result = await db.execute(sql`
    select enabled, delay_hours as "delayHours", repeat_after_days as "repeatAfterDays"
    from ${reminderSettings} where step = ${step} for update`);
  return (result as unknown as { rows: ReminderSettingInput[] }).rows[0];
}

export async function upsertReminderSetting(db: Executor, step: ReminderStep, setting: ReminderSettingInput) {
  await db
    .insert(reminderSettings)
    .values({ step, ...setting })
    .onConflictDoUpdate({ target: reminderSettings.step, set: { ...setting, updatedAt: sql`now()` } });
}

/** How many reminders of each step were queued since `since`. */
export async function countSendsSince(db: Executor, since: Date) {
  return db
    .select({ step: reminderSends.step, sent: sql<number>`count(*)::int` })
    .from(reminderSends)
    .where(gt(reminderSends.sentAt, since))
    .groupBy(reminderSends.step);
}

/** Applicants who may be reminded at all: not withdrawn, not unsubscribed, not erased, not staff. */
const reachable = sql`a.withdrawn_at is null and a.unsubscribed_at is null and a.erased_at is null
  and a.account_is_applicant`;

/** When the applicant last reached native state `state` (the activity log records each move). */
const reachedNative = (state: string) => sql`(select max(l.created_at) from activity_log l
  where l.applicant_id = a.user_id and l.details -> 'nativeState' ->> 'to' = ${state})`;

/**
 * For each stall step, the applicants stalled there and since when: columns applicant_id, since.
 * The clock starts when they reached the step (a declined proof of payment restarts it).
 */
const stalled: Record<StallReminderStep, SQL> = {
  QUESTIONNAIRE_UNFINISHED: sql`select a.user_id as applicant_id, a.created_at as since
    from applicants a where a.application_status = 'APPLIED' and ${reachable}`,
  // An Undo Test sends the applicant back here: the latest arrival counts.
  TEST_NOT_TAKEN: sql`select a.user_id as applicant_id, coalesce((select max(l.created_at) from activity_log l
      where l.applicant_id = a.user_id and l.to_status = 'QUESTIONNAIRE'), a.created_at) as since
    from applicants a where a.application_status = 'QUESTIONNAIRE' and ${reachable}`,
  PAYMENT_PROOF_MISSING: sql`select a.user_id as applicant_id, greatest(
      coalesce(${reachedNative('ACCEPTED_ADMISSION')}, a.created_at),
      (select max(p.decided_at) from payment_proofs p where p.applicant_id = a.user_id and p.status = 'declined')
    ) as since
    from applicants a where a.native_state = 'ACCEPTED_ADMISSION' and ${reachable}
      and not exists (select 1 from payment_proofs p where p.applicant_id = a.user_id and p.status = 'pending')`,
  ENROLMENT_FORM_UNFILLED: sql`select a.user_id as applicant_id,
      coalesce(${reachedNative('PAID_TUITION')}, a.created_at) as since
    from applicants a where a.native_state = 'PAID_TUITION' and a.can_fill_enrollment_form and ${reachable}`,
};

/** For each event step, the applicants with the event within `hours`: applicant_id, event_id, event_at. */
const upcoming: Record<EventReminderStep, (hours: number) => SQL> = {
  INFO_SESSION_TOMORROW: (
    hours,
  ) => sql`select a.user_id as applicant_id, s.id as event_id, s.starts_at as event_at
    from info_sessions s join applicants a on a.info_session_id = s.id
    where s.starts_at > now() and s.starts_at <= now() + make_interval(hours => ${hours}) and ${reachable}`,
  // The latest invitation (or reschedule) is the interview that stands; a self-booked one has its
  // own 24-hour and 1-hour reminders (issue 26), so it is not reminded twice.
  INTERVIEW_TOMORROW: (
    hours,
  ) => sql`select a.user_id as applicant_id, i.id as event_id, i.scheduled_at as event_at
    from applicants a cross join lateral (select id, scheduled_at from interviews
      where interviews.applicant_id = a.user_id order by created_at desc limit 1) i
    where a.application_status in ('INVITED_FOR_INTERVIEW', 'ACCEPTED_INTERVIEW') and ${reachable}
      and i.scheduled_at > now() and i.scheduled_at <= now() + make_interval(hours => ${hours})
      and not exists (select 1 from interview_bookings b where b.interview_id = i.id)`,
};

/** The due rows of a step: applicant_id, occurrence, round, event_id, event_at. */
function dueOf(step: ReminderStep, setting: ReminderSettingInput): SQL {
  if (isEventReminderStep(step)) {
    const event = upcoming[step];
    // A moved session or interview is a new event: its time is part of the occurrence.
    return sql`select e.applicant_id, e.event_id::text || '@' || extract(epoch from e.event_at)::text as occurrence,
        0 as round, e.event_id, e.event_at
      from (${event(setting.delayHours)}) e
      where not exists (select 1 from ${reminderSends} r where r.applicant_id = e.applicant_id
        and r.step = ${step} and r.occurrence = e.event_id::text || '@' || extract(epoch from e.event_at)::text)`;
  }
  const repeat = setting.repeatAfterDays;
  const delay = sql`make_interval(hours => ${setting.delayHours})`;
  // Rounds count repeat periods from the first reminder; null repeat: one round only.
  const round =
    repeat === null
      ? sql`0`
      : sql`floor(extract(epoch from now() - s.since - ${delay}) / ${repeat * 86_400})::int`;
  const recent = repeat === null ? sql`true` : sql`r.sent_at > now() - make_interval(days => ${repeat})`;
  return sql`select s.applicant_id, extract(epoch from s.since)::text as occurrence, ${round} as round,
      null::uuid as event_id, null::timestamptz as event_at
    from (${stalled[step]}) s
    where s.since <= now() - ${delay}
      and not exists (select 1 from ${reminderSends} r where r.applicant_id = s.applicant_id
        and r.step = ${step} and r.occurrence = extract(epoch from s.since)::text and ${recent})`;
}

export interface ClaimedReminder {
  applicantId: string;
  email: string;
  firstName: string;
  eventId: string | null;
  eventAt: Date | null;
}

/**
 * Records as sent the next `limit` due reminders of a step after applicant `after` (in id order),
 * in the caller's transaction, and answers whom to mail, how many were due and the last one's id
 * (where the next batch starts). A row another sweep holds or has written is skipped by the unique
 * key: whoever records it mails it.
 */
export async function claimDueReminders(
  db: Executor,
  step: ReminderStep,
  setting: ReminderSettingInput,
  page: { after: string | null; limit: number },
) {
  const after = page.after === null ? sql`true` : sql`d.applicant_id > ${page.after}::uuid`;
  const result = await db.execute(sql`
    with due as (
      select * from (${dueOf(step, setting)}) d where ${after} order by d.applicant_id limit ${page.limit}
    ),
    sent as (
      insert into ${reminderSends} (applicant_id, step, occurrence, round)
      select applicant_id, ${step}, occurrence, round from due
      on conflict do nothing
      returning applicant_id, occurrence
    )
    select (select count(*)::int from due) as "dueCount",
      (select applicant_id from due order by applicant_id desc limit 1) as "lastId",
      coalesce((select json_agg(json_build_object('applicantId', u.id, 'email', u.email,
          'firstName', u.first_name, 'eventId', due.event_id, 'eventAt', due.event_at))
        from sent join due using (applicant_id, occurrence) join users u on u.id = sent.applicant_id), '[]') as claimed`);
  const [row] = (
    result as unknown as {
      rows: {
        dueCount: number;
        lastId: string | null;
        claimed: (ClaimedReminder & { eventAt: string | null })[];
      }[];
    }
  ).rows;
  if (!row) throw new Error('the reminder claim answered no row');
  return {
    dueCount: row.dueCount,
    lastId: row.lastId,
    claimed: row.claimed.map((c) => ({ ...c, eventAt: c.eventAt === null ? null : new Date(c.eventAt) })),
  };
}

export async function findInfoSessions(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(infoSessions).where(inArray(infoSessions.id, ids));
}
