import { errorCodes, messages } from '@intake/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  createApplicantWithPassword,
  lagosDateTime,
  latestMailTo,
  uniqueEmail,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { applicants, infoSessionGuests, infoSessions, users } from '../../db/schema/index.ts';
import { listUpcomingSessions } from './info-sessions.service.ts';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

async function createSession(minutesFromNow = 3 * 24 * 60) {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/infoSession/createInfoSession',
    headers: admin,
    payload: {
      mode: 'Online',
      infoSessionLink: 'https://meet.example.org/guests',
      ...lagosDateTime(minutesFromNow),
    },
  });
  expect(answer.statusCode).toBe(201);
  return answer.json().infoSession as { infoSessionId: string; sessionDetails: string };
}

const selfInvite = (email: string, infoSessionId: string, payload?: unknown, target = app) =>
  target.inject({
    method: 'POST',
    url: `/api/infoSession/selfInvite/${encodeURIComponent(email)}/${encodeURIComponent(infoSessionId)}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const joinTokenIn = (text: string) => text.match(/\/api\/infoSession\/attend\/([\w-]+)/)?.[1] ?? '';

describe('information session self-invite', () => {
  it('lists the upcoming sessions publicly', async () => {
    const session = await createSession();
    const list = await app.inject({
      method: 'GET',
      url: '/api/infoSession/getAvailableInfoSessionsSelfInvite',
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((s: { infoSessionId: string }) => s.infoSessionId)).toContain(
      session.infoSessionId,
    );
  });

  it('mails a guest of an offline session its venue and directions, and the public list shows the venue', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/infoSession/createInfoSession',
      headers: admin,
      payload: {
        mode: 'Offline',
        venueAddress: '12 Herbert Macaulay Way, Yaba, Lagos',
        venueDirections: 'Second floor, opposite the Yaba bus stop',
        ...lagosDateTime(3 * 24 * 60),
      },
    });
    const session = created.json().infoSession;
    const list = await app.inject({
      method: 'GET',
      url: '/api/infoSession/getAvailableInfoSessionsSelfInvite',
    });
    expect(list.body).toContain('12 Herbert Macaulay Way, Yaba, Lagos');
    const email = uniqueEmail('Walkin');
    expect((await selfInvite(email, session.infoSessionId)).statusCode).toBe(200);
    const mail = await latestMailTo(app, email.toLowerCase());
    expect(mail?.text).toContain('The venue: 12 Herbert Macaulay Way, Yaba, Lagos.');
    expect(mail?.text).toContain('How to get there: Second floor, opposite the Yaba bus stop');
    expect(mail?.text).not.toContain('/api/infoSession/attend/');
    expect(mail?.attachments?.[0]?.content).toContain('LOCATION:12 Herbert Macaulay Way');
  });

  it('books a visitor without an account as a guest and mails the ticket with an .ics and a join link', async () => {
    const session = await createSession();
    const email = uniqueEmail('Guest').replace('guest', 'GuEsT');
    const answer = await selfInvite(email, session.infoSessionId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: messages.selfInviteSent });
    const mail = await latestMailTo(app, email.toLowerCase());
    expect(mail?.kind).toBe('info-session-invite');
    expect(mail?.userId).toBeNull();
    expect(mail?.text).toContain(session.sessionDetails);
    expect(mail?.attachments?.[0]).toMatchObject({ filename: 'information-session.ics' });
    expect(mail?.attachments?.[0]?.content).toContain('BEGIN:VEVENT');
    expect(joinTokenIn(mail?.text ?? '')).toHaveLength(43);
    const guests = await app.db
      .select()
      .from(infoSessionGuests)
      .where(eq(infoSessionGuests.infoSessionId, session.infoSessionId));
    expect(guests.map((g) => g.email)).toEqual([email.toLowerCase()]);

    // Asking again for the same session keeps one guest row and mails a fresh ticket.
    expect((await selfInvite(email, session.infoSessionId)).statusCode).toBe(200);
    const again = await app.db
      .select()
      .from(infoSessionGuests)
      .where(eq(infoSessionGuests.infoSessionId, session.infoSessionId));
    expect(again).toHaveLength(1);
  });

  it("sends a guest's join link to the too-early page, then the session, then the expired page", async () => {
    const session = await createSession(120);
    const email = uniqueEmail('guest');
    await selfInvite(email, session.infoSessionId);
    const token = joinTokenIn((await latestMailTo(app, email))?.text ?? '');
    expect(token).toHaveLength(43);
    const follow = () => app.inject({ method: 'GET', url: `/api/infoSession/attend/${token}` });
    expect((await follow()).headers.location).toBe(`/error/infosession/too_early/${token}`);
    const moveStart = (interval: string) =>
      app.db
        .update(infoSessions)
        .set({ startsAt: sql`now() + ${interval}::interval` })
        .where(eq(infoSessions.id, session.infoSessionId));
    await moveStart('10 minutes');
    expect((await follow()).headers.location).toBe('https://meet.example.org/guests');
    await moveStart('-3 hours');
    expect((await follow()).headers.location).toBe(`/error/infosession/expired/${token}`);
  });

  it('books an applicant account as the dashboard does, with a join link that works', async () => {
    const session = await createSession(120);
    const applicant = await createApplicantWithPassword(app);
    const answer = await selfInvite(applicant.email.toUpperCase(), session.infoSessionId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: messages.selfInviteSent });
    const [user] = await app.db.select().from(users).where(eq(users.email, applicant.email));
    const [row] = await app.db
      .select()
      .from(applicants)
      .where(eq(applicants.userId, user?.id ?? ''));
    expect(row?.infoSessionId).toBe(session.infoSessionId);
    const mail = await latestMailTo(app, applicant.email);
    expect(mail?.kind).toBe('info-session-invite');
    expect(mail?.userId).toBe(user?.id);
    expect(mail?.attachments?.[0]?.content).toContain('BEGIN:VEVENT');
    const token = joinTokenIn(mail?.text ?? '');
    const follow = await app.inject({ method: 'GET', url: `/api/infoSession/attend/${token}` });
    expect(follow.headers.location).toBe(`/error/infosession/too_early/${token}`);
    const guests = await app.db
      .select()
      .from(infoSessionGuests)
      .where(eq(infoSessionGuests.infoSessionId, session.infoSessionId));
    expect(guests).toHaveLength(0);
  });

  it('gives the same answer for a known and an unknown e-mail', async () => {
    const session = await createSession();
    const applicant = await createApplicantWithPassword(app);
    const known = await selfInvite(applicant.email, session.infoSessionId);
    const unknown = await selfInvite(uniqueEmail('nobody'), session.infoSessionId);
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    const staff = await selfInvite('first-admin@intake.test', session.infoSessionId);
    expect(staff.statusCode).toBe(200);
    expect(staff.body).toBe(unknown.body);
  });

  it("answers 400 'InfoSession expired, please choose another' for a past, unknown or malformed session", async () => {
    const session = await createSession(60);
    await app.db
      .update(infoSessions)
      .set({ startsAt: sql`now() - interval '1 minute'` })
      .where(eq(infoSessions.id, session.infoSessionId));
    for (const id of [session.infoSessionId, '00000000-0000-4000-8000-000000000000', 'not-a-session']) {
      const answer = await selfInvite(uniqueEmail('late'), id);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(messages.infoSessionExpired);
    }
  });

  it('names a past or unknown session by its own code, which the form compares (issue 21.2)', async () => {
    const session = await createSession(60);
    await app.db
      .update(infoSessions)
      .set({ startsAt: sql`now() - interval '1 minute'` })
      .where(eq(infoSessions.id, session.infoSessionId));
    for (const id of [session.infoSessionId, '00000000-0000-4000-8000-000000000000']) {
      const answer = await selfInvite(uniqueEmail('late-code'), id);
      expect(answer.json()).toMatchObject({
        code: errorCodes.infoSessionExpired,
        message: messages.infoSessionExpired,
      });
    }
  });

  it('runs on the parts of the app it names: the database and the settings (issue 21.4)', async () => {
    const session = await createSession();
    const listed = await listUpcomingSessions({ db: app.db, config: app.config }, false);
    expect(listed.map((item) => item.infoSessionId)).toContain(session.infoSessionId);
  });

  it("answers 400 'Please enter a valid email address' for a malformed e-mail", async () => {
    const session = await createSession();
    for (const email of ['not-an-email', 'a@', '@b.com', 'a b@example.com', ' ']) {
      const answer = await selfInvite(email, session.infoSessionId);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(messages.validEmail);
    }
  });

  it('never answers 5xx to malformed input', async () => {
    const session = await createSession();
    const email = uniqueEmail('odd');
    const attempts = [
      selfInvite(email, session.infoSessionId, { website: 42 }),
      selfInvite(email, session.infoSessionId, 'plain text'),
      selfInvite(email, session.infoSessionId, [1, 2]),
      selfInvite(email, `${session.infoSessionId}'; drop table users;--`),
      selfInvite('%00@example.com', session.infoSessionId),
      selfInvite(`${'x'.repeat(300)}@example.com`, session.infoSessionId),
      app.inject({ method: 'POST', url: `/api/infoSession/selfInvite/${email}` }),
      app.inject({
        method: 'POST',
        url: `/api/infoSession/selfInvite/${email}/${session.infoSessionId}`,
        headers: { 'content-type': 'application/json' },
        payload: '{"website":',
      }),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer.statusCode).toBeLessThan(500);
  });

  it('keeps and sends nothing when the honeypot is filled, with the same answer', async () => {
    const session = await createSession();
    const email = uniqueEmail('bot');
    const answer = await selfInvite(email, session.infoSessionId, { website: 'https://spam.example' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: messages.selfInviteSent });
    expect(await latestMailTo(app, email)).toBeUndefined();
  });

  it('limits each address', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        codes.push((await selfInvite('bad', 'bad', undefined, limited)).statusCode);
      }
      expect(codes).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
