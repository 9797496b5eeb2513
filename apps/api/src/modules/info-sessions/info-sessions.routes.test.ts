import { messages } from '@intake/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  createApplicantWithPassword,
  lagosDateTime,
  latestMailTo,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { infoSessions } from '../../db/schema/index.ts';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

async function createSession(minutesFromNow = 3 * 24 * 60, mode: 'Online' | 'Offline' = 'Online') {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/infoSession/createInfoSession',
    headers: admin,
    payload: { mode, infoSessionLink: 'https://meet.example.org/intake', ...lagosDateTime(minutesFromNow) },
  });
  expect(answer.statusCode).toBe(201);
  return answer.json().infoSession as { infoSessionId: string; sessionDetails: string; sessionTime: string };
}

/** The applicant (by bearer header) books the session, as the drawer's Select does (docs/spec/portal-spec.md §7: a GET). */
const selectSession = (infoSessionId: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/api/infoSession/selectInfoSession/${infoSessionId}`, headers });

const joinTokenIn = (text: string) => text.match(/\/api\/infoSession\/attend\/([\w-]+)/)?.[1] ?? '';

describe('information sessions', () => {
  it('lets an admin create one and builds its display text with a 12-hour time', async () => {
    const session = await createSession();
    expect(session.sessionDetails).toMatch(
      /^Virtual session, \w+day \d{2}-\d{2}-\d{4} at \d{1,2}:\d{2} (AM|PM)$/,
    );
  });

  it('refuses a session in the past, a bad date and a non-admin', async () => {
    const past = await app.inject({
      method: 'POST',
      url: '/api/infoSession/createInfoSession',
      headers: admin,
      payload: { mode: 'Online', infoSessionLink: 'https://x.org', ...lagosDateTime(-60) },
    });
    expect(past.statusCode).toBe(422);
    const badDate = await app.inject({
      method: 'POST',
      url: '/api/infoSession/createInfoSession',
      headers: admin,
      payload: {
        mode: 'Online',
        infoSessionLink: 'https://x.org',
        sessionDate: '31-02-2030',
        sessionTime: '10:00',
      },
    });
    expect(badDate.statusCode).toBe(400);
    const applicant = await createApplicantWithPassword(app);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/infoSession/createInfoSession',
      headers: applicant.auth,
      payload: { mode: 'Online', infoSessionLink: 'https://x.org', ...lagosDateTime(600) },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('lists upcoming sessions without their links to applicants and the public', async () => {
    const session = await createSession();
    const applicant = await createApplicantWithPassword(app);
    const forApplicant = await app.inject({
      method: 'GET',
      url: '/api/infoSession/getAvailableInfoSessions',
      headers: applicant.auth,
    });
    const listed = forApplicant
      .json()
      .find((s: { infoSessionId: string }) => s.infoSessionId === session.infoSessionId);
    expect(listed).toMatchObject({ sessionDetails: session.sessionDetails });
    expect(listed.infoSessionLink).toBeUndefined();
    const publicList = await app.inject({
      method: 'GET',
      url: '/api/infoSession/getAvailableInfoSessionsSelfInvite',
    });
    expect(publicList.body).not.toContain('meet.example.org');
    const forAdmin = await app.inject({
      method: 'GET',
      url: '/api/infoSession/getAvailableInfoSessions',
      headers: admin,
    });
    expect(forAdmin.body).toContain('meet.example.org');
  });

  it("keeps an applicant's booked session in the drawer's list, with its join link, while it runs", async () => {
    const session = await createSession();
    const applicant = await createApplicantWithPassword(app);
    const booked = await selectSession(session.infoSessionId, applicant.auth);
    expect(booked.statusCode).toBe(200);
    const listFor = async (headers: Record<string, string>) =>
      (
        await app.inject({ method: 'GET', url: '/api/infoSession/getAvailableInfoSessions', headers })
      ).json() as { infoSessionId: string; infoSessionLink?: string }[];
    // Started 20 minutes ago: no longer upcoming, still running.
    await app.db
      .update(infoSessions)
      .set({ startsAt: sql`now() - interval '20 minutes'` })
      .where(eq(infoSessions.id, session.infoSessionId));
    const [first] = await listFor(applicant.auth);
    expect(first).toMatchObject({
      infoSessionId: session.infoSessionId,
      infoSessionLink: 'https://meet.example.org/intake',
      joinable: true,
    });
    // Nobody else is offered a session that has started.
    const other = await createApplicantWithPassword(app);
    expect((await listFor(other.auth)).map((s) => s.infoSessionId)).not.toContain(session.infoSessionId);
    // Once it has ended, it is gone.
    await app.db
      .update(infoSessions)
      .set({ startsAt: sql`now() - interval '3 hours'` })
      .where(eq(infoSessions.id, session.infoSessionId));
    expect((await listFor(applicant.auth)).map((s) => s.infoSessionId)).not.toContain(session.infoSessionId);
  });

  it('books a session, mails the ticket with an .ics invite and a join link through the server', async () => {
    const session = await createSession();
    const applicant = await createApplicantWithPassword(app);
    const booked = await selectSession(session.infoSessionId, applicant.auth);
    expect(booked.statusCode).toBe(200);
    expect(booked.json().infoSessionId).toBe(session.infoSessionId);
    const mail = await latestMailTo(app, applicant.email);
    expect(mail?.kind).toBe('info-session-invite');
    expect(mail?.text).toContain(session.sessionDetails);
    expect(mail?.attachments?.[0]).toMatchObject({ filename: 'information-session.ics' });
    expect(mail?.attachments?.[0]?.content).toContain('BEGIN:VEVENT');
    expect(joinTokenIn(mail?.text ?? '')).toHaveLength(43);
  });

  it("answers 400 'InfoSession expired, please choose another' for a session that has begun", async () => {
    const session = await createSession(60);
    await app.db
      .update(infoSessions)
      .set({ startsAt: sql`now() - interval '1 minute'` })
      .where(eq(infoSessions.id, session.infoSessionId));
    const applicant = await createApplicantWithPassword(app);
    const late = await selectSession(session.infoSessionId, applicant.auth);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(messages.infoSessionExpired);
  });

  it('sends the join link to the too-early page, then the session, then the expired page', async () => {
    const session = await createSession(120);
    const applicant = await createApplicantWithPassword(app);
    await selectSession(session.infoSessionId, applicant.auth);
    const token = joinTokenIn((await latestMailTo(app, applicant.email))?.text ?? '');
    const follow = () => app.inject({ method: 'GET', url: `/api/infoSession/attend/${token}` });

    expect((await follow()).headers.location).toBe(`/error/infosession/too_early/${token}`);
    const moveStart = (interval: string) =>
      app.db
        .update(infoSessions)
        .set({ startsAt: sql`now() + ${interval}::interval` })
        .where(eq(infoSessions.id, session.infoSessionId));
    await moveStart('10 minutes');
    expect((await follow()).headers.location).toBe('https://meet.example.org/intake');
    await moveStart('-3 hours');
    expect((await follow()).headers.location).toBe(`/error/infosession/expired/${token}`);
  });

  it('sends an unknown or cut ticket to the link error page, never to JSON or to "session ended"', async () => {
    // '' is a link cut right after the path: it lands on the page too.
    for (const token of ['x'.repeat(43), 'badtoken', 'a%20b', '']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const answer = await app.inject({ method, url: `/api/infoSession/attend/${token}` });
        expect(answer.statusCode).toBe(302);
        expect(answer.headers.location).toBe('/error/link');
      }
    }
  });

  describe('an offline session (issue 19.9)', () => {
    const venue = {
      venueAddress: '12 Herbert Macaulay Way, Yaba, Lagos',
      venueDirections: 'Second floor, opposite the Yaba bus stop',
    };
    const save = (url: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: `/api/infoSession/${url}`, headers: admin, payload });

    it('is created and updated with a venue and no link, and lists its venue to applicants', async () => {
      const created = await save('createInfoSession', { mode: 'Offline', ...venue, ...lagosDateTime(4000) });
      expect(created.statusCode).toBe(201);
      const session = created.json().infoSession;
      expect(session).toMatchObject({ mode: 'Offline', ...venue });
      expect(session.infoSessionLink).toBeUndefined();
      expect(session.sessionDetails).toMatch(/^Physical session, /);

      const updated = await save('updateInfoSession', {
        infoSessionId: session.infoSessionId,
        mode: 'Offline',
        venueAddress: '3 Broad Street, Lagos Island',
        infoSessionLink: '',
        ...lagosDateTime(4100),
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().infoSession).toMatchObject({ venueAddress: '3 Broad Street, Lagos Island' });
      expect(updated.json().infoSession.venueDirections).toBeUndefined();

      const applicant = await createApplicantWithPassword(app);
      const listed = (
        await app.inject({
          method: 'GET',
          url: '/api/infoSession/getAvailableInfoSessions',
          headers: applicant.auth,
        })
      )
        .json()
        .find((s: { infoSessionId: string }) => s.infoSessionId === session.infoSessionId);
      expect(listed).toMatchObject({ venueAddress: '3 Broad Street, Lagos Island' });
    });

    it('refuses an offline session without an address, and an online one without a link', async () => {
      const noAddress = await save('createInfoSession', {
        mode: 'Offline',
        infoSessionLink: 'https://maps.example.org/x',
        venueAddress: '   ',
        ...lagosDateTime(4000),
      });
      expect(noAddress.statusCode).toBe(400);
      expect(noAddress.body).toContain(messages.infoSessionNeedsVenue);
      const noLink = await save('createInfoSession', { mode: 'Online', ...venue, ...lagosDateTime(4000) });
      expect(noLink.statusCode).toBe(400);
      expect(noLink.body).toContain(messages.infoSessionNeedsLink);
      const online = await save('createInfoSession', {
        mode: 'Online',
        infoSessionLink: 'https://meet.example.org/intake',
        ...venue,
        ...lagosDateTime(4000),
      });
      expect(online.json().infoSession.venueAddress).toBeUndefined();
    });

    it('mails the venue with the invitation and its .ics, with no join link to follow', async () => {
      const created = await save('createInfoSession', { mode: 'Offline', ...venue, ...lagosDateTime(30) });
      const session = created.json().infoSession;
      const applicant = await createApplicantWithPassword(app);
      await selectSession(session.infoSessionId, applicant.auth);
      const mail = await latestMailTo(app, applicant.email);
      expect(mail?.text).toContain(`The venue: ${venue.venueAddress}.`);
      expect(mail?.text).toContain(`How to get there: ${venue.venueDirections}`);
      expect(mail?.text).not.toContain('/api/infoSession/attend/');
      expect(mail?.html).not.toContain('Join the information session');
      const ics = mail?.attachments?.[0]?.content ?? '';
      expect(ics).toContain('LOCATION:12 Herbert Macaulay Way\\, Yaba\\, Lagos');
      expect(ics).not.toContain('URL:');
    });

    it('answers an old join link of a session moved offline with its venue, not a link', async () => {
      const session = await createSession(10);
      const applicant = await createApplicantWithPassword(app);
      await selectSession(session.infoSessionId, applicant.auth);
      const token = joinTokenIn((await latestMailTo(app, applicant.email))?.text ?? '');
      await save('updateInfoSession', {
        infoSessionId: session.infoSessionId,
        mode: 'Offline',
        ...venue,
        ...lagosDateTime(10),
      });
      const followed = await app.inject({ method: 'GET', url: `/api/infoSession/attend/${token}` });
      expect(followed.statusCode).toBe(302);
      expect(followed.headers.location).toBe(`/infoSession/venue/${token}`);
      // What that page shows: the venue, its directions and the time, not the link.
      const shown = await app.inject({ method: 'GET', url: `/api/infoSession/venue/${token}` });
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toMatchObject({
        mode: 'Offline',
        venueAddress: venue.venueAddress,
        venueDirections: venue.venueDirections,
        sessionDetails: expect.stringMatching(/^Physical session, /),
      });
      expect(shown.json().infoSessionLink).toBeUndefined();
      const unknown = await app.inject({ method: 'GET', url: `/api/infoSession/venue/${'x'.repeat(43)}` });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(messages.linkInvalid);
    });
  });

  it('notifies every applicant booked on an upcoming session, for admins only', async () => {
    const session = await createSession();
    const applicant = await createApplicantWithPassword(app);
    await selectSession(session.infoSessionId, applicant.auth);
    const before = (await latestMailTo(app, applicant.email))?.id ?? 0;
    const notified = await app.inject({
      method: 'GET',
      url: '/api/admin/sendInfoSessionEmail',
      headers: admin,
    });
    expect(notified.json()).toMatchObject({ message: messages.infoSessionEmailsSent });
    expect(notified.json().sent).toBeGreaterThanOrEqual(1);
    const after = await latestMailTo(app, applicant.email);
    expect(after?.id).toBeGreaterThan(before);
    expect(after?.kind).toBe('info-session-reminder');
    const refused = await app.inject({
      method: 'GET',
      url: '/api/admin/sendInfoSessionEmail',
      headers: applicant.auth,
    });
    expect(refused.statusCode).toBe(403);
  });
});
