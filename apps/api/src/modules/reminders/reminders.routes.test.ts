import { dashboardViewPath, loginReturningTo, paths, returnToOf } from '@intake/contracts/pages';
import {
  defaultReminderSettings,
  type ReminderSettingInput,
  type ReminderStep,
  reminderMailKind,
  reminderSteps,
} from '@intake/contracts/reminders';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createAdmittedApplicant, sendBankTransferProof } from '../../../test/after-admission-factories.ts';
import {
  apply,
  bearer,
  createStaff,
  createTestedApplicant,
  logIn,
  setApplicationStatus,
  staffHeaders,
} from '../../../test/factories.ts';
import { buildIsolatedTestApp, testConfig } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import {
  activityLog,
  applicants,
  auditLog,
  infoSessions,
  interviewBookings,
  interviews,
  jobs,
  mailOutbox,
  reminderSends,
  reminderSettings,
  users,
} from '../../db/schema/index.ts';
import { formatSchoolDate, formatSchoolTime } from '../../lib/school-time.ts';
import { sendDueBookingReminders } from '../interviews/booking.service.ts';
import { SEND_REMINDERS_JOB, scheduleReminderSweep, sendDueReminders } from './reminders.service.ts';

let app: FastifyInstance;
let admin: Record<string, string>;
// A database of its own: the sweep reads every applicant, and these tests switch steps on for all.
beforeAll(async () => {
  app = await buildIsolatedTestApp();
  admin = await staffHeaders(app, 'ADMIN');
});
afterAll(() => app.close());
// Each test switches on only the steps it looks at.
beforeEach(async () => {
  await app.db.delete(reminderSettings);
});

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);
const hoursAhead = (hours: number) => new Date(Date.now() + hours * HOUR);

const putSetting = (step: string, body: unknown, headers = admin) =>
  app.inject({ method: 'PUT', url: `/api/admin/reminders/${step}`, headers, payload: body as object });

async function switchOn(step: ReminderStep, setting: Partial<ReminderSettingInput> = {}) {
  const answer = await putSetting(step, { ...defaultReminderSettings[step], enabled: true, ...setting });
  expect(answer.statusCode).toBe(200);
}

/** An applicant who applied `hoursBefore` hours ago, in `status`. */
async function applicantSince(
  hoursBefore: number,
  status: Parameters<typeof setApplicationStatus>[2] = 'APPLIED',
) {
  const { body } = await apply(app);
  await setApplicationStatus(app, body.email, status);
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
  const id = user?.id ?? '';
  await app.db
    .update(applicants)
    .set({ createdAt: hoursAgo(hoursBefore) })
    .where(eq(applicants.userId, id));
  return { id, email: body.email };
}

async function remindersTo(email: string, step: ReminderStep) {
  return app.db
    .select({ text: mailOutbox.text, subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, reminderMailKind(step))));
}

/**
 * Moves an applicant's clock (their arrival and their reminders) `hours` into the past. A stall's
 * occurrence names the arrival's epoch, so the reminders' occurrence moves with it.
 */
async function timePasses(applicantId: string, hours: number) {
  const by = sql`make_interval(hours => ${hours})`;
  await app.db
    .update(applicants)
    .set({ createdAt: sql`${applicants.createdAt} - ${by}` })
    .where(eq(applicants.userId, applicantId));
  await app.db
    .update(activityLog)
    .set({ createdAt: sql`${activityLog.createdAt} - ${by}` })
    .where(eq(activityLog.applicantId, applicantId));
  await app.db
    .update(reminderSends)
    .set({
      sentAt: sql`${reminderSends.sentAt} - ${by}`,
      occurrence: sql`(${reminderSends.occurrence}::numeric - ${hours * 3600})::text`,
    })
    .where(eq(reminderSends.applicantId, applicantId));
}

const linkIn = (text: string) => text.match(/http:\/\/portal\.test\S+/)?.[0] ?? '';

describe('reminder settings', () => {
  it('lists every step, off until an admin sets it', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/admin/reminders', headers: admin });
    expect(answer.statusCode).toBe(200);
    const steps = answer.json().steps as { step: string; enabled: boolean; sentLastWeek: number }[];
    expect(steps.map((s) => s.step)).toEqual([...reminderSteps]);
    expect(steps.every((s) => !s.enabled)).toBe(true);
  });

  it('saves a step and audits the change', async () => {
    const answer = await putSetting('TEST_NOT_TAKEN', { enabled: true, delayHours: 36, repeatAfterDays: 3 });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      step: 'TEST_NOT_TAKEN',
      enabled: true,
      delayHours: 36,
      repeatAfterDays: 3,
    });
    const listed = await app.inject({ method: 'GET', url: '/api/admin/reminders', headers: admin });
    expect(listed.json().steps.find((s: { step: string }) => s.step === 'TEST_NOT_TAKEN')).toMatchObject({
      enabled: true,
      delayHours: 36,
    });
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'REMINDER_SETTING_CHANGED'), eq(auditLog.subject, 'TEST_NOT_TAKEN')));
    expect(audit?.details).toMatchObject({
      before: defaultReminderSettings.TEST_NOT_TAKEN,
      after: { enabled: true, delayHours: 36, repeatAfterDays: 3 },
    });
  });

  it('refuses bad values with a 400 that says what is wrong', async () => {
    const good = { enabled: true, delayHours: 24, repeatAfterDays: 7 };
    for (const body of [
      { ...good, delayHours: 0 },
      { ...good, delayHours: 1.5 },
      { ...good, delayHours: 1441 },
      { ...good, delayHours: '24' },
      { ...good, repeatAfterDays: 0 },
      { ...good, repeatAfterDays: 91 },
      { ...good, enabled: 'yes' },
      { delayHours: 24 },
      { ...good, delayHours: 'x'.repeat(100_000) },
    ]) {
      const answer = await putSetting('QUESTIONNAIRE_UNFINISHED', body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const zero = await putSetting('QUESTIONNAIRE_UNFINISHED', { ...good, delayHours: 0 });
    expect(zero.json().message).toContain('whole hours, from 1 to 1440');
    const unknown = await putSetting('OFFER_EXPIRING', good);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('no such reminder step');
    expect((await putSetting('NUL\u0000', good)).statusCode).toBe(400);
  });

  it('sends an event reminder once, at most a week ahead (422)', async () => {
    const repeats = await putSetting('INTERVIEW_TOMORROW', {
      enabled: true,
      delayHours: 24,
      repeatAfterDays: 1,
    });
    expect(repeats.statusCode).toBe(422);
    expect(repeats.json().message).toContain('cannot repeat');
    const early = await putSetting('INFO_SESSION_TOMORROW', {
      enabled: true,
      delayHours: 169,
      repeatAfterDays: null,
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toContain('a week');
  });

  it('is for admins only', async () => {
    const body = { enabled: true, delayHours: 24, repeatAfterDays: null };
    for (const role of ['ELDER', 'SPONSOR'] as const) {
      const headers = await staffHeaders(app, role);
      expect((await app.inject({ method: 'GET', url: '/api/admin/reminders', headers })).statusCode).toBe(
        403,
      );
      expect((await putSetting('TEST_NOT_TAKEN', body, headers)).statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/admin/reminders' })).statusCode).toBe(401);
    expect((await putSetting('TEST_NOT_TAKEN', body, {})).statusCode).toBe(401);
  });
});

describe('the questionnaire reminder', () => {
  it('is sent after the delay, once, with the link back to the questionnaire', async () => {
    await switchOn('QUESTIONNAIRE_UNFINISHED', { delayHours: 48, repeatAfterDays: null });
    const early = await applicantSince(47);
    const due = await applicantSince(49);
    const done = await applicantSince(49, 'QUESTIONNAIRE');
    const queued = await sendDueReminders(app);
    expect(queued.QUESTIONNAIRE_UNFINISHED).toBeGreaterThanOrEqual(1);
    expect(await remindersTo(early.email, 'QUESTIONNAIRE_UNFINISHED')).toHaveLength(0);
    expect(await remindersTo(done.email, 'QUESTIONNAIRE_UNFINISHED')).toHaveLength(0);
    const [mail] = await remindersTo(due.email, 'QUESTIONNAIRE_UNFINISHED');
    expect(mail?.subject).toBe('Finish your application questionnaire');
    const link = linkIn(mail?.text ?? '');
    expect(link).toBe(`http://portal.test${loginReturningTo(dashboardViewPath('questionnaire'))}`);
    // /login sends the signed-in applicant on to the questionnaire.
    expect(returnToOf(new URL(link).searchParams)).toBe(dashboardViewPath('questionnaire'));

    await sendDueReminders(app);
    await timePasses(due.id, 24 * 30);
    await sendDueReminders(app);
    expect(await remindersTo(due.email, 'QUESTIONNAIRE_UNFINISHED')).toHaveLength(1);
  });

  it('is not sent while the step is switched off', async () => {
    await switchOn('QUESTIONNAIRE_UNFINISHED', { delayHours: 1 });
    await putSetting('QUESTIONNAIRE_UNFINISHED', { enabled: false, delayHours: 1, repeatAfterDays: 7 });
    const stalled = await applicantSince(100);
    expect((await sendDueReminders(app)).QUESTIONNAIRE_UNFINISHED).toBeUndefined();
    expect(await remindersTo(stalled.email, 'QUESTIONNAIRE_UNFINISHED')).toHaveLength(0);
  });

  it('repeats at most once per period', async () => {
    await switchOn('QUESTIONNAIRE_UNFINISHED', { delayHours: 2, repeatAfterDays: 2 });
    const stalled = await applicantSince(3);
    await sendDueReminders(app);
    await timePasses(stalled.id, 47);
    await sendDueReminders(app);
    expect(await remindersTo(stalled.email, 'QUESTIONNAIRE_UNFINISHED')).toHaveLength(1);
    await timePasses(stalled.id, 2);
    await sendDueReminders(app);
    await sendDueReminders(app);
    expect(await remindersTo(stalled.email, 'QUESTIONNAIRE_UNFINISHED')).toHaveLength(2);
    // A shorter period set meanwhile does not send again before it has passed since the last one.
    await switchOn('QUESTIONNAIRE_UNFINISHED', { delayHours: 2, repeatAfterDays: 1 });
    await sendDueReminders(app);
    expect(await remindersTo(stalled.email, 'QUESTIONNAIRE_UNFINISHED')).toHaveLength(2);
  });

  it('never goes to withdrawn, unsubscribed, erased applicants or staff accounts', async () => {
    await switchOn('QUESTIONNAIRE_UNFINISHED', { delayHours: 1 });
    const withdrawn = await applicantSince(10);
    const unsubscribed = await applicantSince(10);
    const erased = await applicantSince(10);
    const staff = await applicantSince(10);
    await app.db
      .update(applicants)
      .set({ withdrawnAt: new Date() })
      .where(eq(applicants.userId, withdrawn.id));
    await app.db
      .update(applicants)
      .set({ unsubscribedAt: new Date() })
      .where(eq(applicants.userId, unsubscribed.id));
    await app.db.update(applicants).set({ erasedAt: new Date() }).where(eq(applicants.userId, erased.id));
    await app.db.update(users).set({ role: 'ELDER' }).where(eq(users.id, staff.id));
    await sendDueReminders(app);
    for (const { email } of [withdrawn, unsubscribed, erased, staff]) {
      expect(await remindersTo(email, 'QUESTIONNAIRE_UNFINISHED')).toHaveLength(0);
    }
  });

  it('queued before the applicant unsubscribed, it is held back at sending', async () => {
    await switchOn('QUESTIONNAIRE_UNFINISHED', { delayHours: 1 });
    const stalled = await applicantSince(10);
    await sendDueReminders(app);
    await app.db
      .update(applicants)
      .set({ unsubscribedAt: new Date() })
      .where(eq(applicants.userId, stalled.id));
    await app.mailWorker.drain();
    const [row] = await app.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, stalled.email),
          eq(mailOutbox.kind, reminderMailKind('QUESTIONNAIRE_UNFINISHED')),
        ),
      );
    expect(row?.status).toBe('skipped');
  });
});

describe('the test reminder', () => {
  it('counts from when the applicant reached the step, an Undo Test restarting it', async () => {
    await switchOn('TEST_NOT_TAKEN', { delayHours: 24 });
    const due = await applicantSince(100, 'QUESTIONNAIRE');
    const back = await applicantSince(100, 'QUESTIONNAIRE');
    await app.db.insert(activityLog).values([
      {
        applicantId: due.id,
        action: 'QUESTIONNAIRE_SUBMITTED',
        toStatus: 'QUESTIONNAIRE',
        createdAt: hoursAgo(30),
      },
      {
        applicantId: back.id,
        action: 'QUESTIONNAIRE_SUBMITTED',
        toStatus: 'QUESTIONNAIRE',
        createdAt: hoursAgo(90),
      },
      { applicantId: back.id, action: 'TEST_UNDONE', toStatus: 'QUESTIONNAIRE', createdAt: hoursAgo(5) },
    ]);
    await sendDueReminders(app);
    const [mail] = await remindersTo(due.email, 'TEST_NOT_TAKEN');
    expect(linkIn(mail?.text ?? '')).toBe(`http://portal.test${loginReturningTo(paths.dashboard)}`);
    expect(await remindersTo(back.email, 'TEST_NOT_TAKEN')).toHaveLength(0);
  });
});

describe('the information session reminder', () => {
  it('is sent once before the session, with a join link that works', async () => {
    await switchOn('INFO_SESSION_TOMORROW', { delayHours: 24 });
    const [soon, later] = await app.db
      .insert(infoSessions)
      .values([
        { mode: 'Online', link: 'https://meet.example.org/soon', startsAt: hoursAhead(20) },
        { mode: 'Online', link: 'https://meet.example.org/later', startsAt: hoursAhead(30) },
      ])
      .returning({ id: infoSessions.id });
    const booked = await applicantSince(1);
    const bookedLater = await applicantSince(1);
    await app.db.update(applicants).set({ infoSessionId: soon?.id }).where(eq(applicants.userId, booked.id));
    await app.db
      .update(applicants)
      .set({ infoSessionId: later?.id })
      .where(eq(applicants.userId, bookedLater.id));
    await sendDueReminders(app);
    await sendDueReminders(app);
    const mails = await remindersTo(booked.email, 'INFO_SESSION_TOMORROW');
    expect(mails).toHaveLength(1);
    expect(await remindersTo(bookedLater.email, 'INFO_SESSION_TOMORROW')).toHaveLength(0);
    const link = new URL(linkIn(mails[0]?.text ?? ''));
    expect(link.pathname).toMatch(/^\/api\/infoSession\/attend\/[\w-]{43}$/);
    // Too early to join: the link leads to the too-early page, and a scanner's GET changes nothing.
    const opened = await app.inject({ method: 'GET', url: link.pathname });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toContain('/error/infosession/');
  });
});

describe('the interview reminder', () => {
  it('is sent before the interview that stands, and again when it is moved', async () => {
    await switchOn('INTERVIEW_TOMORROW', { delayHours: 24 });
    const invited = await applicantSince(200, 'INVITED_FOR_INTERVIEW');
    const farOff = await applicantSince(200, 'ACCEPTED_INTERVIEW');
    await app.db.insert(interviews).values([
      { applicantId: invited.id, scheduledAt: hoursAhead(20), method: 'Online', createdAt: hoursAgo(10) },
      { applicantId: farOff.id, scheduledAt: hoursAhead(72), method: 'Online' },
    ]);
    await sendDueReminders(app);
    await sendDueReminders(app);
    const [mail] = await remindersTo(invited.email, 'INTERVIEW_TOMORROW');
    expect(mail?.text).toMatch(/your admission interview is on \d\d-\d\d-\d{4} at \d{1,2}:\d\d [AP]M/);
    expect(await remindersTo(farOff.email, 'INTERVIEW_TOMORROW')).toHaveLength(0);
    await app.db
      .insert(interviews)
      .values({ applicantId: invited.id, scheduledAt: hoursAhead(22), method: 'Online' });
    await sendDueReminders(app);
    expect(await remindersTo(invited.email, 'INTERVIEW_TOMORROW')).toHaveLength(2);
  });
});

describe('the interview reminder and self-booking', () => {
  it('leaves a booked interview to its own reminders, so nobody is reminded twice', async () => {
    await switchOn('INTERVIEW_TOMORROW', { delayHours: 24 });
    // A slot about 20 hours ahead, on the half hour, booked through the link as an applicant would.
    const at = new Date(Math.ceil((Date.now() + 20 * HOUR) / (HOUR / 2)) * (HOUR / 2));
    const zone = app.config.timeZone;
    const elder = await createStaff(app, 'ELDER');
    const elderHeaders = bearer((await logIn(app, elder.email, elder.password)).json().accessToken as string);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/elder/interviewAvailability',
      headers: elderHeaders,
      payload: {
        rules: [
          {
            kind: 'one-off',
            date: formatSchoolDate(at, zone),
            startTime: formatSchoolTime(at, zone),
            endTime: formatSchoolTime(new Date(at.getTime() + HOUR / 2), zone),
            lengthMinutes: 30,
            bufferMinutes: 0,
            method: 'phone',
          },
        ],
        daysOff: [],
      },
    });
    expect(saved.statusCode).toBe(200);
    const booker = await createTestedApplicant(app);
    const invited = await app.inject({
      method: 'POST',
      url: '/api/interviewBooking/invite',
      headers: admin,
      payload: { applicantEmail: booker.email },
    });
    expect(invited.statusCode).toBe(200);
    const [invitation] = await app.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, booker.email), eq(mailOutbox.kind, 'interview-booking-invitation')),
      );
    const token = invitation?.text.match(/\/interview\/book\/([\w-]+)/)?.[1] ?? '';
    const booked = await app.inject({
      method: 'POST',
      url: `/api/interviewBooking/link/${token}/book`,
      payload: { startsAt: at.toISOString(), method: 'phone' },
    });
    expect(booked.statusCode).toBe(200);
    // The booking wrote the interview the step reads, in a status the step reminds.
    const [interview] = await app.db
      .select({ scheduledAt: interviews.scheduledAt })
      .from(interviews)
      .innerJoin(users, eq(users.id, interviews.applicantId))
      .where(eq(users.email, booker.email));
    expect(interview?.scheduledAt.toISOString()).toBe(at.toISOString());
    // A fixed-time invitation at the same hour is still reminded by the step.
    const fixed = await applicantSince(200, 'INVITED_FOR_INTERVIEW');
    await app.db.insert(interviews).values({ applicantId: fixed.id, scheduledAt: at, method: 'Online' });

    await sendDueReminders(app);
    await sendDueBookingReminders(app);
    expect(await remindersTo(fixed.email, 'INTERVIEW_TOMORROW')).toHaveLength(1);
    expect(await remindersTo(booker.email, 'INTERVIEW_TOMORROW')).toHaveLength(0);
    // Booked within a day, the booking's own 24-hour reminder was settled when it was booked (the
    // confirmation says when); its 1-hour reminder is still to come.
    const own = await app.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, booker.email), eq(mailOutbox.kind, 'interview-reminder-24h')));
    expect(own).toHaveLength(0);
    const [reminders] = await app.db
      .select({ dayBefore: interviewBookings.reminder24hAt, hourBefore: interviewBookings.reminder1hAt })
      .from(interviewBookings)
      .innerJoin(users, eq(users.id, interviewBookings.applicantId))
      .where(eq(users.email, booker.email));
    expect(reminders?.dayBefore).not.toBeNull();
    expect(reminders?.hourBefore).toBeNull();
  });
});

describe('the after-admission reminders', () => {
  it('asks for the proof of payment until one is waiting for an answer', async () => {
    await switchOn('PAYMENT_PROOF_MISSING', { delayHours: 72 });
    const owing = await createAdmittedApplicant(app);
    const uploaded = await createAdmittedApplicant(app);
    const recent = await createAdmittedApplicant(app);
    const accepted = (applicantId: string, hours: number) => ({
      applicantId,
      action: 'ADMISSION_ACCEPTED',
      toStatus: 'ACCEPTED_ADMISSION',
      details: { nativeState: { from: 'PENDING', to: 'ACCEPTED_ADMISSION' } },
      createdAt: hoursAgo(hours),
    });
    await app.db
      .insert(activityLog)
      .values([accepted(owing.id, 80), accepted(uploaded.id, 80), accepted(recent.id, 10)]);
    expect((await sendBankTransferProof(app, uploaded.headers)).statusCode).toBe(200);
    await sendDueReminders(app);
    expect(await remindersTo(owing.email, 'PAYMENT_PROOF_MISSING')).toHaveLength(1);
    expect(await remindersTo(uploaded.email, 'PAYMENT_PROOF_MISSING')).toHaveLength(0);
    expect(await remindersTo(recent.email, 'PAYMENT_PROOF_MISSING')).toHaveLength(0);
  });

  it('asks for the enrolment form once payment is confirmed', async () => {
    await switchOn('ENROLMENT_FORM_UNFILLED', { delayHours: 72 });
    const paid = await createAdmittedApplicant(app);
    await app.db
      .update(applicants)
      .set({ nativeState: 'PAID_TUITION', canFillEnrollmentForm: true })
      .where(eq(applicants.userId, paid.id));
    await app.db.insert(activityLog).values({
      applicantId: paid.id,
      action: 'PAYMENT_CONFIRMED',
      details: { nativeState: { from: 'ACCEPTED_ADMISSION', to: 'PAID_TUITION' } },
      createdAt: hoursAgo(73),
    });
    await sendDueReminders(app);
    const [mail] = await remindersTo(paid.email, 'ENROLMENT_FORM_UNFILLED');
    expect(linkIn(mail?.text ?? '')).toBe(
      `http://portal.test${loginReturningTo(dashboardViewPath('enrolmentForm'))}`,
    );
  });
});

describe('the sweep', () => {
  it('mails each applicant once when two sweeps run at once', async () => {
    await switchOn('QUESTIONNAIRE_UNFINISHED', { delayHours: 1 });
    const stalled = await Promise.all(Array.from({ length: 12 }, () => applicantSince(5)));
    const [first, second] = await Promise.all([sendDueReminders(app), sendDueReminders(app)]);
    expect(
      (first.QUESTIONNAIRE_UNFINISHED ?? 0) + (second.QUESTIONNAIRE_UNFINISHED ?? 0),
    ).toBeGreaterThanOrEqual(12);
    for (const { email } of stalled) {
      expect(await remindersTo(email, 'QUESTIONNAIRE_UNFINISHED')).toHaveLength(1);
    }
  });

  it('runs as a job that queues the next sweep, once however many processes ask', async () => {
    await switchOn('QUESTIONNAIRE_UNFINISHED', { delayHours: 1 });
    const stalled = await applicantSince(5);
    const pending = () =>
      app.db
        .select({ runAt: jobs.runAt })
        .from(jobs)
        .where(and(eq(jobs.kind, SEND_REMINDERS_JOB), sql`${jobs.finishedAt} is null`));
    await scheduleReminderSweep(app);
    await scheduleReminderSweep(app);
    expect(await pending()).toHaveLength(1);
    // The sweep that is due now queues the next one and sends.
    await app.db.delete(jobs).where(eq(jobs.kind, SEND_REMINDERS_JOB));
    await app.jobs.enqueue(app.db, { kind: SEND_REMINDERS_JOB, payload: {} });
    await app.jobs.runDue();
    expect(await remindersTo(stalled.email, 'QUESTIONNAIRE_UNFINISHED')).toHaveLength(1);
    const next = await pending();
    expect(next).toHaveLength(1);
    expect(next[0]?.runAt.getTime()).toBeGreaterThan(Date.now());
  });

  // PGlite runs one transaction at a time; on PostgreSQL the two sweeps really overlap. A database
  // of its own, as the sweep reads every applicant.
  it.runIf(Boolean(inject('databaseUrl')))(
    'mails each applicant once when two sweeps overlap on two connections (PostgreSQL)',
    async () => {
      const server = new pg.Client({ connectionString: inject('databaseUrl') });
      await server.connect();
      const name = `intake_reminders_${process.pid}_${Date.now()}`;
      await server.query(`create database ${name}`);
      const url = new URL(inject('databaseUrl') as string);
      url.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: undefined, poolSize: 4 });
      const pgApp = await buildApp(testConfig(), { database });
      try {
        await pgApp.ready();
        const due = 2_500;
        await pgApp.db.execute(sql`
          with made as (
            insert into users (email, first_name, last_name, role)
            select 'stalled' || n || '@reminders.test', 'Ada', 'Obi', 'APPLICANT' from generate_series(1, ${due}) n
            returning id)
          insert into applicants (user_id, age_range, terms_accepted_at, created_at)
          select id, '21-30', now(), now() - interval '3 days' from made`);
        await pgApp.db
          .insert(reminderSettings)
          .values({ step: 'QUESTIONNAIRE_UNFINISHED', enabled: true, delayHours: 48, repeatAfterDays: null });
        const [first, second] = await Promise.all([sendDueReminders(pgApp), sendDueReminders(pgApp)]);
        expect((first.QUESTIONNAIRE_UNFINISHED ?? 0) + (second.QUESTIONNAIRE_UNFINISHED ?? 0)).toBe(due);
        const [counted] = (
          (await pgApp.db.execute(sql`select count(*)::int as mails, count(distinct user_id)::int as applicants
            from ${mailOutbox} where kind = ${reminderMailKind('QUESTIONNAIRE_UNFINISHED')}`)) as unknown as {
            rows: { mails: number; applicants: number }[];
          }
        ).rows;
        expect(counted).toEqual({ mails: due, applicants: due });
      } finally {
        await pgApp.close();
        await database.close();
        await server.query(`drop database if exists ${name} with (force)`);
        await server.end();
      }
    },
  );
});
