import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withdrawalReason } from '@intake/contracts';
import { isEventReminderStep, reminderMailKind, reminderSteps } from '@intake/contracts/reminders';
import { startSmtpListener } from '@intake/test-kit';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmittedApplicant, sendBankTransferProof } from '../../test/after-admission-factories.ts';
import { birthDateForAge, createLearner } from '../../test/enrolment-factories.ts';
import {
  createApplicantWithPassword,
  createTestedApplicant,
  lagosDateTime,
  setApplicationStatus,
  setPassword,
  staffHeaders,
  uniqueEmail,
} from '../../test/factories.ts';
import { testConfig } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { mailOutbox, users } from '../db/schema/index.ts';
import { formatSchoolDate } from '../lib/school-time.ts';
import { createOpaqueToken } from '../lib/tokens.ts';
import { remindDueOffers } from '../modules/admissions/offers.service.ts';
import { sendDueBookingReminders } from '../modules/interviews/booking.service.ts';
import { sendDueReminders } from '../modules/reminders/reminders.service.ts';
import { sendRetentionWarnings } from '../modules/retention/retention.service.ts';

/**
 * Issue 18: mail scanners open every link of every message, with GET and HEAD. This sends every
 * kind of e-mail the portal has, through a real SMTP listener (so the withdraw link added at
 * sending is there too), opens each link as a scanner would (and what the page behind it reads
 * on load), and checks that not one row in the database changed.
 */

/** Each template file and the kinds of mail it renders; a new template must be added here. */
const KINDS_OF_TEMPLATE: Record<string, string[]> = {
  'admission-offer.ts': ['admission-offer'],
  'applicant-message.ts': ['applicant-message', 'application-withdrawn'],
  'bulk-message.ts': ['bulk-message', 'staff-message'],
  'create-password.ts': ['create-password'],
  'erasure-request-received.ts': ['erasure-request-received'],
  'erasure-requested.ts': ['erasure-requested'],
  'guardian-consent.ts': ['guardian-consent-request', 'guardian-consent-signed', 'guardian-consent-declined'],
  'hire-request-received.ts': ['hire-request-received'],
  'info-session-invite.ts': ['info-session-invite', 'info-session-reminder'],
  'interview-booking.ts': [
    'interview-booking-invitation',
    'interview-booked',
    'interview-booking-moved',
    'interview-booking-cancelled',
    'interview-booking-cancelled-by-elder',
    'interview-reminder-24h',
    'interview-reminder-1h',
    'interview-no-show-rebooking',
    'interview-second-no-show',
  ],
  'interview-invite.ts': ['interview-invite'],
  'interview-rescheduled.ts': ['interview-rescheduled'],
  'offer-reminder.ts': ['offer-reminder'],
  'partner-application-received.ts': ['partner-application-received'],
  'password-changed.ts': ['password-changed'],
  'payment-confirmed.ts': ['payment-confirmed'],
  'payment-declined.ts': ['payment-declined'],
  'payment-proof-received.ts': ['payment-proof-received'],
  'reapplied.ts': ['application-received-again'],
  'reset-password.ts': ['reset-password'],
  'retention-warning.ts': ['retention-warning'],
  'send-to-community.ts': ['send-to-community'],
  'step-reminder.ts': reminderSteps.map(reminderMailKind),
  'tuition-receipt.ts': ['tuition-receipt'],
};

/** The GET a web page behind a link sends on load, by the page's address. */
const PAGE_READS: [RegExp, (token: string) => string][] = [
  [/^\/admission\/respond\/([^/?#]+)$/, (t) => `/api/applicant/admissionOffer/${t}`],
  [/^\/interview\/accept\/([^/?#]+)$/, (t) => `/api/interviewInvite/acceptLink/${t}`],
  [/^\/payment\/respond\/([^/?#]+)$/, (t) => `/api/elder/paymentLink/${t}`],
  [/^\/interview\/book\/([^/?#]+)$/, (t) => `/api/interviewBooking/link/${t}`],
  [/^\/interview\/confirm\/([^/?#]+)$/, (t) => `/api/interviewBooking/confirm/${t}`],
  [/^\/guardian\/consent\/([^/?#]+)$/, (t) => `/api/guardianConsent/${t}`],
];

/** The read the set-password page sends on load. */
const PASSWORD_PAGE_READ: [RegExp, (token: string) => string] = [
  /^\/createPassword\/([^/?#]+)$/,
  (t) => `/api/user/password/${t}`,
];

/** Links of e-mails sent before issue 18, still in inboxes: they only redirect. */
const OLDER_LINKS = [
  '/api/interviewInvite/accept/:token',
  '/api/applicant/acceptAdmissionOffer/:token',
  '/api/applicant/declineAdmissionOffer/:token',
  '/api/elder/confirmPayment/:token',
  '/api/elder/declinePayment/:token',
];

/** The web pages that carry a link's token in their address (the token named, to compare pages). */
const TOKEN_PAGE =
  /^(\/(?:createPassword|application\/withdraw|reschedule-interview|admission\/respond|interview\/accept|payment\/respond|guardian\/consent|error\/infosession\/\w+|infoSession\/venue))\/[^/]*$/;

const PORTAL = 'http://portal.test';

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
beforeAll(async () => {
  smtp = await startSmtpListener();
  // A built web app (every page is its index.html), so that what a link lands on can be seen.
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'intake-web-'));
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Intake</title>');
  // A database of its own: "nothing changed" compares every table.
  const database = await openDatabase({ databaseUrl: undefined, pgliteDir: undefined });
  app = await buildApp({ ...testConfig({ SMTP_URL: smtp.url }), webDistDir }, { database });
  app.addHook('onClose', () => database.close());
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

/** Every row of every table, as text: what "nothing changed" is checked against. */
async function snapshot() {
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await app.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const tables = await rowsOf(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const dump: Record<string, string> = {};
  for (const { name } of tables) {
    const rows = await rowsOf(sql`select * from ${sql.identifier(String(name))}`);
    dump[String(name)] = rows
      .map((row) => JSON.stringify(row))
      .sort()
      .join('\n');
  }
  return dump;
}

/** Sends every kind of e-mail, leaving each acting link unused. */
async function sendEveryKindOfMail() {
  const admin = await staffHeaders(app, 'ADMIN');
  const elder = await staffHeaders(app, 'ELDER');
  const post = (url: string, headers: Record<string, string> = {}, payload?: object) =>
    app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  // An offer needs a cohort with a tuition fee; the applicants below join this one.
  await post('/api/admin/createBatch', admin, { name: 'Links test cohort', tuitionFee: 600_000 });
  const inTwoDays = () => {
    const { sessionDate, sessionTime } = lagosDateTime(2 * 24 * 60);
    return { interviewDate: sessionDate, interviewTime: `${sessionTime.slice(0, 2)}:15` };
  };
  const tokenOf = async (to: string, kind: string, pattern: RegExp) => {
    const [mail] = await app.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
      .orderBy(sql`${mailOutbox.id} desc`)
      .limit(1);
    const token = mail?.text.match(pattern)?.[1];
    if (!token) throw new Error(`no ${kind} link to ${to}`);
    return token;
  };

  // create-password (applicant), then password-changed and a live reset-password.
  const applicant = await createApplicantWithPassword(app);
  await post(`/api/user/resetPassword/${applicant.email}`);
  // The reset link is issued by a job, so that known and unknown e-mails are answered alike.
  await app.jobs.runDue();
  const reset = await tokenOf(applicant.email, 'reset-password', /\/createPassword\/([\w-]+)/);
  expect((await setPassword(app, reset, 'another good password 1')).statusCode).toBe(200);
  await post(`/api/user/resetPassword/${applicant.email}`);
  await app.jobs.runDue();

  // info-session-invite (applicant and guest) and info-session-reminder.
  const session = await post('/api/infoSession/createInfoSession', admin, {
    mode: 'Online',
    infoSessionLink: 'https://meet.example.org/intake',
    ...lagosDateTime(3 * 24 * 60),
  });
  const { infoSessionId } = session.json().infoSession;
  await app.inject({
    method: 'GET',
    url: `/api/infoSession/selectInfoSession/${infoSessionId}`,
    // The reset above signed the first applicant out everywhere.
    headers: (await createApplicantWithPassword(app)).auth,
  });
  await app.inject({ method: 'GET', url: '/api/admin/sendInfoSessionEmail', headers: admin });
  await post(`/api/infoSession/selfInvite/${uniqueEmail('guest')}/${infoSessionId}`);

  // interview-invite (left open) and interview-rescheduled (another applicant).
  const invited = await createTestedApplicant(app);
  await post('/api/interviewInvite/inviteApplicant', elder, {
    applicantEmail: invited.email,
    ...inTwoDays(),
  });
  const mover = await createTestedApplicant(app);
  await post('/api/interviewInvite/inviteApplicant', elder, { applicantEmail: mover.email, ...inTwoDays() });
  const move = await tokenOf(mover.email, 'interview-invite', /\/reschedule-interview\/([\w-]+)/);
  expect((await post(`/api/interviewInvite/reschedule/${move}`, {}, inTwoDays())).statusCode).toBe(200);

  // admission-offer (left open) and send-to-community.
  for (const decision of ['Offer Admission', 'Send to Community']) {
    const interviewed = await createApplicantWithPassword(app);
    await setApplicationStatus(app, interviewed.email, 'INTERVIEWED');
    const url = `/api/elder/sendInterviewDecision/${interviewed.email}/${encodeURIComponent(decision)}/`;
    expect((await post(url, elder)).statusCode).toBe(200);
  }
  // offer-reminder (issue 23.2): the open offer, made six days ago, is a day from its deadline.
  await app.db.execute(
    sql`update offers set offered_at = now() - interval '6 days', expires_at = now() + interval '1 day' where state = 'OUTSTANDING'`,
  );
  await remindDueOffers(app);

  // payment-proof-received (left open), payment-confirmed and payment-declined.
  const proofIds: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const admitted = await createAdmittedApplicant(app);
    const sent = await sendBankTransferProof(app, admitted.headers);
    expect(sent.statusCode).toBe(200);
    const mine = await app.inject({
      method: 'GET',
      url: '/api/native/paymentProof',
      headers: admitted.headers,
    });
    proofIds.push(mine.json().proof.id);
  }
  await post(`/api/elder/paymentProofs/${proofIds[1]}/confirm`, admin);
  await post(`/api/elder/paymentProofs/${proofIds[2]}/decline`, admin, { reason: 'No such transfer' });

  // partner-application-received and hire-request-received.
  const company = { firstName: 'Ngozi', lastName: 'Eze', companyName: 'Acme Ltd', designation: 'CTO' };
  await post('/api/partner/apply', {}, { ...company, email: uniqueEmail('partner'), message: 'Partner?' });
  await post(
    '/api/hireAnEngineer/request',
    {},
    {
      ...company,
      email: uniqueEmail('hire'),
      skillSet: 'Data Analyst',
      request: 'Two engineers.',
    },
  );

  // erasure-requested and erasure-request-received.
  const leaving = await createApplicantWithPassword(app);
  await post('/api/user/me/erasure', leaving.auth, { reason: 'Moved abroad' });

  // bulk-message: a bulk action's message, sent by its job.
  const reader = await createApplicantWithPassword(app);
  const [readerRow] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, reader.email));
  const message = await post('/api/bulkActions', admin, {
    kind: 'SEND_MESSAGE',
    params: { subject: 'About your application', body: 'We will write again soon.' },
    target: { applicantIds: [readerRow?.id] },
    idempotencyKey: randomUUID(),
  });
  expect(message.statusCode).toBe(201);
  await app.jobs.runDue();
  // staff-message: a one-off message from the applicant's profile (issue 25.5).
  const oneOff = await post(`/api/elder/messages/${encodeURIComponent(reader.email)}`, admin, {
    subject: 'About your documents',
    body: 'Please bring your certificate.',
  });
  expect(oneOff.statusCode).toBe(201);

  // A reminder of every step (issue 23.3): each switched on, and every stall above made older
  // than its delay (the session and the interviews are within a week).
  const stalledAtTest = await createApplicantWithPassword(app);
  await setApplicationStatus(app, stalledAtTest.email, 'QUESTIONNAIRE');
  for (const step of reminderSteps) {
    const delayHours = isEventReminderStep(step) ? 168 : 1;
    const setting = { enabled: true, delayHours, repeatAfterDays: null };
    const put = await app.inject({
      method: 'PUT',
      url: `/api/admin/reminders/${step}`,
      headers: admin,
      payload: setting,
    });
    expect(put.statusCode).toBe(200);
  }
  await app.db.execute(sql`update applicants set created_at = created_at - interval '2 hours'`);
  await app.db.execute(sql`update activity_log set created_at = created_at - interval '2 hours'`);
  await app.db.execute(sql`update payment_proofs set decided_at = decided_at - interval '2 hours'`);
  await sendDueReminders(app);

  // applicant-message and application-withdrawn: the withdraw link is added when the mail is sent.
  await app.mailWorker.drain();
  for (const [iWantTo, who] of [
    ['Other', await createApplicantWithPassword(app)],
    ['Withdraw my Application', await createApplicantWithPassword(app)],
  ] as const) {
    await app.mailWorker.drain();
    const delivered = smtp.received.filter((m) => JSON.stringify(m.to).includes(who.email)).at(-1);
    const token = delivered?.text?.match(/\/application\/withdraw\/([\w-]+)/)?.[1];
    const reason = encodeURIComponent(withdrawalReason(iWantTo, 'I found a job'));
    const answer = await post(`/api/applicant/withdrawApplication/mail/${token}?reasonForWithdraw=${reason}`);
    expect(answer.statusCode).toBe(200);
  }
  // The interview booking's mails (issue 26): an elder's free morning nine days ahead, four
  // applicants invited to book; one books, moves and is reminded a day and an hour before, one
  // cancels, one's elder cancels, one misses the interview twice.
  const day = formatSchoolDate(new Date(Date.now() + 9 * 86_400_000), 'Africa/Lagos');
  const window = { kind: 'one-off', date: day, startTime: '08:00', endTime: '12:00', lengthMinutes: 30 };
  const availability = await app.inject({
    method: 'PUT',
    url: '/api/elder/interviewAvailability',
    headers: elder,
    payload: { rules: [{ ...window, bufferMinutes: 0, method: 'phone' }], daysOff: [] },
  });
  expect(availability.statusCode).toBe(200);
  const bookingLinkOf = async (email: string, kind: string) =>
    (await tokenOf(email, kind, /\/interview\/book\/([\w-]+)/)) ?? '';
  const bookFreeTime = async (token: string) => {
    const page = (await app.inject({ method: 'GET', url: `/api/interviewBooking/link/${token}` })).json();
    // Not the time already booked: booking another moves the interview.
    const slot = page.slots.find((free: { startsAt: string }) => free.startsAt !== page.booking?.startsAt);
    const booked = await post(
      `/api/interviewBooking/link/${token}/book`,
      {},
      { startsAt: slot.startsAt, method: 'phone' },
    );
    expect(booked.statusCode).toBe(200);
    return booked.json().booking.id as string;
  };
  const whenFromNow = (hours: number) =>
    sql`starts_at = now() + make_interval(mins => ${Math.round(hours * 60)}), ends_at = now() + make_interval(mins => ${Math.round(hours * 60) + 30})`;
  const invitees = [];
  for (let i = 0; i < 4; i += 1) {
    const tested = await createTestedApplicant(app);
    expect(
      (await post('/api/interviewBooking/invite', admin, { applicantEmail: tested.email })).statusCode,
    ).toBe(200);
    invitees.push({ ...tested, token: await bookingLinkOf(tested.email, 'interview-booking-invitation') });
  }
  const [reminded, cancelling, cancelledByElder, missing] = invitees as [
    (typeof invitees)[number],
    (typeof invitees)[number],
    (typeof invitees)[number],
    (typeof invitees)[number],
  ];
  const remindedBooking = await bookFreeTime(reminded.token);
  await bookFreeTime(reminded.token); // a move to the next free time
  await app.db.execute(sql`update interview_bookings set ${whenFromNow(20)} where id = ${remindedBooking}`);
  await sendDueBookingReminders(app);
  await app.db.execute(sql`update interview_bookings set ${whenFromNow(0.5)} where id = ${remindedBooking}`);
  await sendDueBookingReminders(app);
  await bookFreeTime(cancelling.token);
  expect((await post(`/api/interviewBooking/link/${cancelling.token}/cancel`)).statusCode).toBe(200);
  const elderCancels = await bookFreeTime(cancelledByElder.token);
  const cancelled = await post(`/api/interviewBooking/${elderCancels}/cancel`, elder, {
    reason: 'I am unwell that day',
  });
  expect(cancelled.statusCode).toBe(200);
  let missToken = missing.token;
  for (const kind of ['interview-no-show-rebooking', 'interview-second-no-show']) {
    const missed = await bookFreeTime(missToken);
    await app.db.execute(sql`update interview_bookings set ${whenFromNow(-2)} where id = ${missed}`);
    expect(
      (await post(`/api/interviewBooking/${missed}/outcome`, elder, { outcome: 'no-show' })).statusCode,
    ).toBe(200);
    if (kind === 'interview-no-show-rebooking') missToken = await bookingLinkOf(missing.email, kind);
  }

  // The guardian's consent (issue 25.7): one request left open (by e-mail), one guardian signs and
  // one declines (their links went by SMS only), each answer told to the learner by e-mail.
  const guardianPhones = ['08035550001', '08035550002', '08035550003'];
  for (const [i, phone] of guardianPhones.entries()) {
    const minor = await createLearner(app, {
      nativeState: 'NATIVE_AGREEMENT',
      canFillLoanAgreement: true,
      dateOfBirth: birthDateForAge(16),
    });
    const signed = await post('/api/native/fillLearnFundForm', minor.auth, {
      agreedToTerms: true,
      parentName: 'Ngozi Obi',
      guardianPhone: phone,
      guardianEmail: i === 0 ? uniqueEmail('guardian') : '',
    });
    expect(signed.statusCode).toBe(200);
    if (i === 0) continue;
    const e164 = `+234${phone.slice(1)}`;
    const token = await tokenOf(e164, 'guardian-consent-request', /\/guardian\/consent\/([\w-]+)/);
    expect((await post(`/api/guardianConsent/${token}/code`)).statusCode).toBe(200);
    const code = await tokenOf(e164, 'guardian-consent-code', /\b(\d{6})\b/);
    expect((await post(`/api/guardianConsent/${token}/confirmPhone`, {}, { code })).statusCode).toBe(200);
    const answer =
      i === 1
        ? await post(
            `/api/guardianConsent/${token}/sign`,
            {},
            { relationship: 'parent', fullName: 'Ngozi Obi', consent: true },
          )
        : await post(`/api/guardianConsent/${token}/decline`, {}, { reason: '' });
    expect(answer.statusCode).toBe(200);
  }

  // retention-warning (issue 23.7): with a 30-day period, twenty days after those withdrawals.
  await app.db.execute(sql`update cohorts set retention_days = 30`);
  expect(await sendRetentionWarnings(app, new Date(Date.now() + 20 * 86_400_000))).toBeGreaterThan(0);

  // application-received-again (issue 23.4): a rejected applicant applies to the next cohort.
  const rejected = await createApplicantWithPassword(app);
  await setApplicationStatus(app, rejected.email, 'ADMISSION_REJECTED');
  expect((await post('/api/admin/createBatch', admin, { name: 'Next intake' })).statusCode).toBe(200);
  const offer = await app.inject({ method: 'GET', url: '/api/applicant/reapply', headers: rejected.auth });
  const reapplied = await post('/api/applicant/reapply', rejected.auth, { cohortId: offer.json().cohort.id });
  expect(reapplied.statusCode).toBe(200);
  await app.mailWorker.drain();
}

/** The portal's links in a delivered message, HTML and text, with HTML entities undone. */
function linksIn(mail: { text?: string; html?: string | false }) {
  const body = `${mail.text ?? ''}\n${mail.html || ''}`.replaceAll('&amp;', '&');
  return [...body.matchAll(/http:\/\/portal\.test[^\s"'<>]*/g)].map((m) => m[0].replace(/[.,)]+$/, ''));
}

/** A link's type: its path with tokens, ids and addresses replaced by names. */
const linkType = (url: string) =>
  new URL(url).pathname
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ':id')
    .replace(/[\w-]{43}/g, ':token')
    .replace(/^\/systemAdmin\/[^/]+/, '/systemAdmin/:user')
    .replace(/\/[^/]*%40[^/]*/g, '/:email')
    .replace(/\/[^/]*@[^/]*/g, '/:email');

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/** Opens a link as a scanner or a browser does, following the redirects within the portal. */
async function follow(method: 'GET' | 'HEAD', url: string) {
  const answers: (Answer & { url: string })[] = [];
  let next: string | undefined = url;
  for (let hop = 0; next?.startsWith('/') && hop < 5; hop += 1) {
    const answer: Answer = await app.inject({ method, url: next, headers: { accept: 'text/html' } });
    answers.push({ ...answer, url: next });
    const location: unknown = answer.headers.location;
    next = typeof location === 'string' ? location.replace(PORTAL, '') : undefined;
  }
  return answers;
}

const templates = readdirSync(path.join(import.meta.dirname, 'templates')).filter(
  (file) => file !== 'layout.ts',
);
/** The kinds of the mails sent, and each portal link in them by its type. */
let outbox: { kind: string; to: string; subject: string }[] = [];
const linkTypes = new Map<string, Set<string>>();
const urls = new Set<string>();

describe('every link in every e-mail (issue 18)', () => {
  beforeAll(async () => {
    await sendEveryKindOfMail();
    outbox = await app.db
      .select({ kind: mailOutbox.kind, to: mailOutbox.toAddress, subject: mailOutbox.subject })
      .from(mailOutbox)
      // E-mails: a text that has no e-mail of its kind (the guardian's code) is not one.
      .where(eq(mailOutbox.channel, 'email'));
    for (const mail of smtp.received) {
      const to = JSON.stringify(mail.to).toLowerCase();
      const kind = outbox.find((m) => m.subject === mail.subject && to.includes(m.to))?.kind ?? '?';
      for (const url of linksIn(mail)) {
        urls.add(url);
        const kinds = linkTypes.get(linkType(url)) ?? new Set<string>();
        linkTypes.set(linkType(url), kinds.add(kind));
      }
    }
    // Every kind of mail, sent through the real routes, takes longer than a hook's two minutes.
  }, 300_000);

  it('changes nothing when opened with GET or HEAD, nor when its page loads', async () => {
    expect(Object.keys(KINDS_OF_TEMPLATE).sort()).toEqual(templates.sort());
    expect(new Set(outbox.map((m) => m.kind))).toEqual(new Set(Object.values(KINDS_OF_TEMPLATE).flat()));
    // Every link that acts is among them.
    expect([...linkTypes.keys()]).toEqual(
      expect.arrayContaining([
        '/createPassword/:token',
        '/application/withdraw/:token',
        '/api/infoSession/attend/:token',
        '/interview/accept/:token',
        '/reschedule-interview/:token',
        '/admission/respond/:token',
        '/payment/respond/:token',
      ]),
    );

    const before = await snapshot();
    let requests = 0;
    for (const url of urls) {
      const { pathname, search } = new URL(url);
      const pageRead = PAGE_READS.map(([page, read]) => {
        const token = page.exec(pathname)?.[1];
        return token ? read(token) : undefined;
      }).find(Boolean);
      for (const method of ['GET', 'HEAD'] as const) {
        // A scanner follows the redirects within the portal, and opens what the page reads.
        for (const answer of await follow(method, `${pathname}${search}`)) {
          requests += 1;
          expect(answer.statusCode, `${method} ${answer.url}`).toBeLessThan(500);
        }
        if (pageRead) {
          const read = await app.inject({ method, url: pageRead });
          requests += 1;
          // A live link's page reads it; one a newer e-mail replaced (a rebooking link after a
          // missed interview) is refused as such, and neither changes anything.
          if (method === 'HEAD') expect(read.statusCode, `HEAD ${pageRead}`).toBeLessThan(500);
          else {
            const answer = read.statusCode === 200 ? 200 : (read.json() as { code?: string }).code;
            expect(answer, `GET ${pageRead}`).toBeOneOf([200, 'LINK_REPLACED', 'LINK_INVALID']);
          }
        }
      }
    }
    expect(await snapshot()).toEqual(before);

    const report = [...linkTypes].map(([type, kinds]) => `${type} (${[...kinds].sort().join(', ')})`);
    console.info(
      `e-mail links: ${templates.length} templates, ${outbox.length} mails of ${new Set(outbox.map((m) => m.kind)).size} kinds, ` +
        `${urls.size} links of ${linkTypes.size} types, ${requests} GET/HEAD requests, nothing changed:\n  ${report.join('\n  ')}`,
    );
  });

  it('lands a cut, over-long or garbled link of every kind on the page of an unknown one, changing nothing', async () => {
    const real = createOpaqueToken();
    // What a mail client, a copy and paste or a line break can make of a token.
    const broken: Record<string, string> = {
      unknown: createOpaqueToken(),
      truncated: real.slice(0, 20),
      'cut short': real.slice(0, 5),
      'over-long (200)': real.padEnd(200, 'x'),
      'over-long (5000)': real.padEnd(5000, 'x'),
      'broken percent-encoding': `${real.slice(0, 10)}%E0%A4%A`,
      'not UTF-8': '%FF%FE',
      NUL: `${real.slice(0, 20)}%00`,
      'quoted-printable and markup': `=3D${real.slice(0, 10)}%20%3Cb%3E%22'`,
      'lone surrogate': '%ED%A0%80',
    };
    const tokenLinks = [...linkTypes.keys()].filter((type) => type.endsWith('/:token'));
    const before = await snapshot();
    /** The page a link lands on, and what that page's load reads of the server (its status). */
    const landing = async (method: 'GET' | 'HEAD', link: string) => {
      const answers = await follow(method, link);
      for (const hop of answers.slice(0, -1)) expect(hop.statusCode, `${method} ${hop.url}`).toBe(302);
      const page = answers.at(-1);
      expect(page?.statusCode, `${method} ${link} ends on ${page?.url}`).toBe(200);
      expect(page?.headers['content-type']).toBe('text/html; charset=utf-8');
      const pathname = (page?.url ?? '').split('?')[0] ?? '';
      // The page reads with the token as the browser's router decodes it.
      const readOf = ([pattern, read]: (typeof PAGE_READS)[number]) => {
        const token = pattern.exec(pathname)?.[1];
        return token === undefined ? undefined : read(encodeURIComponent(safelyDecoded(token)));
      };
      const linkPageRead = PAGE_READS.map(readOf).find(Boolean);
      if (linkPageRead) {
        // The page of a link that acts on a click goes on to the link error page when its read is
        // refused as bad or unknown (features/email-links: EmailLinkScreen).
        const read = (await app.inject({ method: 'GET', url: linkPageRead })).statusCode;
        if (read === 400 || read === 404) return { page: '/error/link' };
        return { page: pathname.replace(TOKEN_PAGE, '$1/:token'), read };
      }
      const passwordRead = readOf(PASSWORD_PAGE_READ);
      const read = passwordRead && (await app.inject({ method: 'GET', url: passwordRead })).statusCode;
      return { page: pathname.replace(TOKEN_PAGE, '$1/:token'), read };
    };
    let opened = 0;
    for (const type of [...tokenLinks, ...OLDER_LINKS]) {
      const unknown = await landing('GET', type.replace(':token', broken.unknown ?? ''));
      for (const [name, token] of Object.entries(broken)) {
        for (const method of ['GET', 'HEAD'] as const) {
          const landed = await landing(method, type.replace(':token', token));
          opened += 1;
          expect(landed, `${method} ${type} with a ${name} token`).toEqual(unknown);
        }
      }
    }
    expect(await snapshot()).toEqual(before);
    console.info(
      `broken e-mail links: ${tokenLinks.length + OLDER_LINKS.length} link kinds × ${Object.keys(broken).length} tokens × GET/HEAD = ${opened} opened, each on the page of an unknown link, nothing changed`,
    );
  });
});

/** A path segment as a browser's router reads it: decoded where it can be. */
function safelyDecoded(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
