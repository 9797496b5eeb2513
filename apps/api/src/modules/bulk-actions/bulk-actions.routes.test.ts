import { randomUUID } from 'node:crypto';
import type { ApplicationStatus } from '@intake/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  apply,
  lagosDateTime,
  setApplicationStatus,
  staffHeaders,
  uniqueEmail,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import {
  activityLog,
  applicants,
  auditLog,
  bulkActionItems,
  decisionReasons,
  infoSessions,
  jobs,
  mailOutbox,
  users,
} from '../../db/schema/index.ts';
import { resumeRunningActions, runBulkAction } from './bulk-actions.worker.ts';

let app: FastifyInstance;
let admin: Record<string, string>;
let elder: Record<string, string>;
let communityReason: string;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  elder = await staffHeaders(app, 'ELDER');
  const reasons = await app.db.select().from(decisionReasons);
  communityReason = reasons.find((reason) => reason.decisions.includes('Send to Community'))?.id ?? '';
});
afterAll(() => app.close());

/** Applicants with a last name of their own (for a filter), in the statuses given. */
async function applicantsIn(statuses: ApplicationStatus[], lastName = 'Bulk') {
  const made: { id: string; email: string }[] = [];
  for (const status of statuses) {
    const { body } = await apply(app, { lastName, email: uniqueEmail('bulk') });
    await setApplicationStatus(app, body.email, status);
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    made.push({ id: user?.id ?? '', email: body.email });
  }
  return made;
}

const create = (body: Record<string, unknown>, headers = admin) =>
  app.inject({ method: 'POST', url: '/api/bulkActions', headers, payload: body });

const progress = async (id: string) =>
  (await app.inject({ method: 'GET', url: `/api/bulkActions/${id}`, headers: admin })).json();

const sendToCommunity = (target: Record<string, unknown>, idempotencyKey = randomUUID()) => ({
  kind: 'DECIDE',
  params: { decision: 'Send to Community', reasonId: communityReason },
  target,
  idempotencyKey,
});

async function mailsTo(ids: string[], kind: string) {
  return app.db
    .select({ userId: mailOutbox.userId })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.userId, ids), eq(mailOutbox.kind, kind)));
}

describe('bulk decision', () => {
  it('decides the interviewed, skips the others with a sentence and mails each once', async () => {
    const [ready, early] = await applicantsIn(['INTERVIEWED', 'TESTED']);
    const ids = [ready?.id ?? '', early?.id ?? ''];
    const created = await create(sendToCommunity({ applicantIds: ids }), elder);
    expect(created.statusCode).toBe(201);
    const action = created.json();
    expect(action).toMatchObject({ kind: 'DECIDE', total: 2, pending: 2, state: 'RUNNING' });
    await app.jobs.runDue();
    expect(await progress(action.id)).toMatchObject({
      state: 'FINISHED',
      done: 1,
      skipped: 1,
      pending: 0,
      problems: [
        { email: early?.email, state: 'SKIPPED', outcome: expect.stringContaining('interview is done') },
      ],
    });
    expect(await mailsTo(ids, 'send-to-community')).toEqual([{ userId: ready?.id }]);
    const [row] = await app.db
      .select()
      .from(applicants)
      .where(eq(applicants.userId, ready?.id ?? ''));
    expect(row?.applicationStatus).toBe('ADMISSION_REJECTED');
    const logged = await app.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.applicantId, ready?.id ?? ''), eq(activityLog.action, 'SENT_TO_COMMUNITY')));
    expect(logged[0]?.details).toMatchObject({ bulkActionId: action.id });
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.details}->>'bulkActionId' = ${action.id} or ${auditLog.subject} = ${action.id}`);
    expect(audits.map((entry) => entry.action).sort()).toEqual(['ADMISSION_DECISION', 'BULK_ACTION_CREATED']);
  });

  it('answers the same action for the same key, with one set of items', async () => {
    const [one] = await applicantsIn(['INTERVIEWED']);
    const body = sendToCommunity({ applicantIds: [one?.id] });
    const [first, second] = await Promise.all([create(body), create(body)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().id).toBe(second.json().id);
    const again = await create(body);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const items = await app.db
      .select()
      .from(bulkActionItems)
      .where(eq(bulkActionItems.actionId, first.json().id));
    expect(items).toHaveLength(1);
    expect(
      (await create({ ...body, kind: 'SEND_MESSAGE', params: { subject: 'a', body: 'b' } })).statusCode,
    ).toBe(409);
  });

  it('fixes the filter’s applicants when it is created', async () => {
    const lastName = `Filter${randomUUID().slice(0, 8)}`;
    const made = await applicantsIn(['INTERVIEWED', 'INTERVIEWED', 'APPLIED'], lastName);
    const created = await create(sendToCommunity({ filter: { search: lastName } }));
    expect(created.statusCode).toBe(201);
    expect(created.json().total).toBe(3);
    await app.jobs.runDue();
    expect(await progress(created.json().id)).toMatchObject({ done: 2, skipped: 1, state: 'FINISHED' });
    expect(
      await mailsTo(
        made.map((one) => one.id),
        'send-to-community',
      ),
    ).toHaveLength(2);
    const none = await create(sendToCommunity({ filter: { search: `nobody-${randomUUID()}` } }));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('No applicants match this filter.');
  });

  it('resumes after a crash and mails each applicant exactly once', async () => {
    const made = await applicantsIn(Array(6).fill('INTERVIEWED'));
    const ids = made.map((one) => one.id);
    const created = await create(sendToCommunity({ applicantIds: ids }));
    const actionId = created.json().id as string;
    // A process that dies after two items: from then on no statement reaches the database.
    let transactions = 0;
    const dying = new Proxy(app.db, {
      get(target, key, receiver) {
        if (key === 'transaction') transactions += 1;
        if (transactions > 2) throw new Error('killed');
        return Reflect.get(target, key, receiver);
      },
    });
    await expect(runBulkAction({ db: dying, config: app.config, log: app.log }, actionId)).rejects.toThrow(
      'killed',
    );
    expect(await progress(actionId)).toMatchObject({ done: 2, pending: 4, state: 'RUNNING' });
    // The dead process still holds its job's lease; the portal starts again.
    await app.db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() + 60_000) })
      .where(sql`${jobs.payload}->>'actionId' = ${actionId}`);
    await resumeRunningActions(app);
    await app.jobs.runDue();
    expect(await progress(actionId)).toMatchObject({ done: 6, pending: 0, failed: 0, state: 'FINISHED' });
    const mails = await mailsTo(ids, 'send-to-community');
    expect(mails.map((mail) => mail.userId).sort()).toEqual([...ids].sort());
  });
});

describe('runs of the job', () => {
  it('work in slices and share the items when two run at once', async () => {
    const made = await applicantsIn(Array(4).fill('INTERVIEWED'));
    const ids = made.map((one) => one.id);
    const actionId = (await create(sendToCommunity({ applicantIds: ids }))).json().id as string;
    // Two runs of a slice each (one item, then a new job for the rest), then the jobs.
    await Promise.all([runBulkAction(app, actionId, 0), runBulkAction(app, actionId, 0)]);
    expect((await progress(actionId)).pending).toBeLessThan(4);
    await app.jobs.runDue();
    expect(await progress(actionId)).toMatchObject({ done: 4, state: 'FINISHED' });
    expect((await mailsTo(ids, 'send-to-community')).map((mail) => mail.userId).sort()).toEqual(
      [...ids].sort(),
    );
  });
});

describe('other kinds', () => {
  it('invites the tested for interview with the .ics, and skips the invited', async () => {
    const [tested, invited] = await applicantsIn(['TESTED', 'INVITED_FOR_INTERVIEW']);
    const { sessionDate, sessionTime } = lagosDateTime(3 * 24 * 60);
    const created = await create({
      kind: 'INVITE_TO_INTERVIEW',
      params: { interviewDate: sessionDate, interviewTime: '10:00', interviewMethod: 'ONLINE' },
      target: { applicantIds: [tested?.id, invited?.id] },
      idempotencyKey: randomUUID(),
    });
    expect(created.statusCode, sessionTime).toBe(201);
    await app.jobs.runDue();
    expect(await progress(created.json().id)).toMatchObject({ done: 1, skipped: 1 });
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, tested?.id ?? ''), eq(mailOutbox.kind, 'interview-invite')));
    expect(mail?.kind).toBe('interview-invite');
    expect(mail?.attachments?.[0]?.filename).toBe('interview.ics');
    expect(await mailsTo([invited?.id ?? ''], 'interview-invite')).toEqual([]);
  });

  it('invites to book once per applicant on a double click, skipping the booked and the early', async () => {
    const [tested, declined, booked, early] = await applicantsIn([
      'TESTED',
      'DECLINED_INTERVIEW',
      'ACCEPTED_INTERVIEW',
      'APPLIED',
    ]);
    const ids = [tested, declined, booked, early].map((one) => one?.id ?? '');
    const body = {
      kind: 'INVITE_TO_BOOK',
      params: {},
      target: { applicantIds: ids },
      idempotencyKey: randomUUID(),
    };
    const [first, second] = await Promise.all([create(body, elder), create(body, elder)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(second.json().id).toBe(first.json().id);
    await app.jobs.runDue();
    const done = await progress(first.json().id);
    expect(done).toMatchObject({ kind: 'INVITE_TO_BOOK', done: 2, skipped: 2, state: 'FINISHED' });
    expect(done.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: booked?.email, outcome: 'Already has an interview arranged.' }),
        expect.objectContaining({ email: early?.email, outcome: expect.stringContaining('while applied') }),
      ]),
    );
    const mails = await mailsTo(ids, 'interview-booking-invitation');
    expect(mails.map((mail) => mail.userId).sort()).toEqual([tested?.id, declined?.id].sort());
    const logged = await app.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.applicantId, tested?.id ?? ''),
          eq(activityLog.action, 'INTERVIEW_BOOKING_INVITED'),
        ),
      );
    expect(logged[0]?.details).toMatchObject({ bulkActionId: first.json().id });
  });

  it('books applicants on an information session', async () => {
    const [early, late] = await applicantsIn(['QUESTIONNAIRE', 'INTERVIEWED']);
    const [session] = await app.db
      .insert(infoSessions)
      .values({
        mode: 'Online',
        link: 'https://meet.example.com/x',
        startsAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const created = await create({
      kind: 'INVITE_TO_INFO_SESSION',
      params: { infoSessionId: session?.id },
      target: { applicantIds: [early?.id, late?.id] },
      idempotencyKey: randomUUID(),
    });
    expect(created.statusCode).toBe(201);
    await app.jobs.runDue();
    expect(await progress(created.json().id)).toMatchObject({ done: 1, skipped: 1 });
    const [row] = await app.db
      .select()
      .from(applicants)
      .where(eq(applicants.userId, early?.id ?? ''));
    expect(row?.infoSessionId).toBe(session?.id);
    expect(await mailsTo([early?.id ?? '', late?.id ?? ''], 'info-session-invite')).toHaveLength(1);
  });

  it('sends a message escaped into the layout, not to the withdrawn', async () => {
    const [one, gone] = await applicantsIn(['TESTED', 'TESTED']);
    await app.db
      .update(applicants)
      .set({ withdrawnAt: new Date() })
      .where(eq(applicants.userId, gone?.id ?? ''));
    const created = await create({
      kind: 'SEND_MESSAGE',
      params: { subject: 'Your application', body: 'Hello <b>there</b>\n\nSecond paragraph' },
      target: { applicantIds: [one?.id, gone?.id] },
      idempotencyKey: randomUUID(),
    });
    await app.jobs.runDue();
    expect(await progress(created.json().id)).toMatchObject({
      done: 1,
      problems: [{ outcome: 'The applicant has withdrawn.' }],
    });
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, one?.id ?? ''), eq(mailOutbox.kind, 'bulk-message')));
    expect(mail?.html).toContain('Hello &lt;b&gt;there&lt;/b&gt;');
    expect(mail?.subject).toBe('Your application');
  });
});

describe('refusals', () => {
  it('answers specific 400s for bad params and targets', async () => {
    const [one] = await applicantsIn(['INTERVIEWED']);
    const target = { applicantIds: [one?.id] };
    const cases: [Record<string, unknown>, string, number?][] = [
      [{ kind: 'DECIDE', params: { decision: 'Not Sure' }, target }, 'Choose a reason'],
      [{ kind: 'SEND_MESSAGE', params: { subject: 'Hi', body: '   ' }, target }, 'Enter the message'],
      [{ kind: 'SEND_MESSAGE', params: { subject: 'Hi', body: 'x'.repeat(5_001) }, target }, 'within 5,000'],
      [{ kind: 'SEND_MESSAGE', params: { subject: 'Hi', body: 'a\u0000b' }, target }, 'cannot be saved'],
      [
        { kind: 'INVITE_TO_INFO_SESSION', params: { infoSessionId: randomUUID() }, target },
        'no such information session',
      ],
      [
        {
          kind: 'INVITE_TO_INTERVIEW',
          params: { interviewDate: '01-01-2020', interviewTime: '10:00' },
          target,
        },
        'past',
        422,
      ],
      [
        {
          kind: 'SEND_MESSAGE',
          params: { subject: 'Hi', body: 'b' },
          target: { applicantIds: Array(1_001).fill(randomUUID()) },
        },
        'at most 1,000',
      ],
      [
        {
          kind: 'SEND_MESSAGE',
          params: { subject: 'Hi', body: 'b' },
          target: { applicantIds: [randomUUID()] },
        },
        'no longer exist',
      ],
    ];
    for (const [body, words, status = 400] of cases) {
      const response = await create({ ...body, idempotencyKey: randomUUID() });
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(JSON.stringify(response.json())).toContain(words);
    }
  });

  it('refuses sponsors and applicants, and elders the admins’ kinds', async () => {
    const [one] = await applicantsIn(['INTERVIEWED']);
    const message = {
      kind: 'SEND_MESSAGE',
      params: { subject: 'Hi', body: 'b' },
      target: { applicantIds: [one?.id] },
      idempotencyKey: randomUUID(),
    };
    expect((await create(message, await staffHeaders(app, 'SPONSOR'))).statusCode).toBe(403);
    expect((await create(message, elder)).statusCode).toBe(403);
    const sponsor = await staffHeaders(app, 'SPONSOR');
    expect((await app.inject({ method: 'GET', url: '/api/bulkActions', headers: sponsor })).statusCode).toBe(
      403,
    );
  });

  it('exports the selection as CSV, formulas neutralised', async () => {
    const { body } = await apply(app, { firstName: '=cmd', email: uniqueEmail('csv') });
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    const response = await app.inject({
      method: 'POST',
      url: '/api/bulkActions/export',
      headers: elder,
      payload: { applicantIds: [user?.id] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body).toContain(`'=cmd,Obi,${body.email}`);
  });
});
