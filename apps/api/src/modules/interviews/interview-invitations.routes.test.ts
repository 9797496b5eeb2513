import { INTERVIEW_PAST_MESSAGE } from '@intake/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  applicantStateOf,
  bearer,
  createApplicantWithPassword,
  createStaff,
  createTestedApplicant,
  lagosDateTime,
  latestMailTo,
  logIn,
  staffHeaders,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { mailOutbox } from '../../db/schema/index.ts';

let app: FastifyInstance;
let elder: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  elder = await staffHeaders(app, 'ELDER');
});
afterAll(() => app.close());

const inTwoDays = () => {
  const { sessionDate, sessionTime } = lagosDateTime(2 * 24 * 60);
  return { interviewDate: sessionDate, interviewTime: `${sessionTime.slice(0, 2)}:15` };
};
const invite = (email: string, headers = elder, when = inTwoDays()) =>
  app.inject({
    method: 'POST',
    url: '/api/interviewInvite/inviteApplicant',
    headers,
    payload: { applicantEmail: email, optionalInvitationComment: 'Bring your laptop', ...when },
  });

const statusOf = async (email: string) => (await applicantStateOf(app, email))?.status;
const tokenIn = (text: string | undefined, path: string) =>
  text?.match(new RegExp(`${path}([\\w-]+)`))?.[1] ?? '';

describe('interview invitations', () => {
  it('invites a tested applicant with an .ics, an accept link and a reschedule link', async () => {
    const applicant = await createTestedApplicant(app);
    const answer = await invite(applicant.email);
    expect(answer.statusCode).toBe(200);
    expect(await statusOf(applicant.email)).toBe('INVITED_FOR_INTERVIEW');
    const mail = await latestMailTo(app, applicant.email);
    expect(mail?.text).toContain('Bring your laptop');
    expect(mail?.text).toMatch(/\/api\/interviewInvite\/accept\/[\w-]{43}/);
    expect(mail?.text).toMatch(/\/reschedule-interview\/[\w-]{43}/);
    expect(mail?.attachments?.[0]?.content).toContain('SUMMARY:Admission interview');
    const dashboard = await app.inject({
      method: 'GET',
      url: `/api/interviewInvite/getInterviewInvite/${(await app.inject({ method: 'GET', url: '/api/user/me', headers: applicant.auth })).json().id}`,
      headers: applicant.auth,
    });
    expect(dashboard.json()).toMatchObject({
      interviewMethod: 'phone',
      interviewTime: inTwoDays().interviewTime,
    });
  });

  it('answers a double-clicked invitation as the first, with one e-mail (issue 18.15)', async () => {
    const applicant = await createTestedApplicant(app);
    const when = inTwoDays();
    const answers = await Promise.all([
      invite(applicant.email, elder, when),
      invite(applicant.email, elder, when),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[1]?.json()).toEqual(answers[0]?.json());
    const invitations = async () =>
      (await app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, applicant.email))).filter(
        (mail) => mail.kind === 'interview-invite',
      );
    expect(await invitations()).toHaveLength(1);
    // Moving the interview to another time is a new action, and mails again.
    await invite(applicant.email, elder, { ...when, interviewTime: `${when.interviewTime.slice(0, 2)}:45` });
    expect(await invitations()).toHaveLength(2);
  });

  it('refuses a past date, a time off the 15-minute steps, an untested applicant and applicants as callers', async () => {
    const applicant = await createTestedApplicant(app);
    const past = await invite(applicant.email, elder, {
      ...lagosDateTime(-3 * 24 * 60),
      interviewTime: '10:00',
    } as never);
    expect(past.statusCode).toBe(400);
    const yesterday = lagosDateTime(-24 * 60);
    const inPast = await invite(applicant.email, elder, {
      interviewDate: yesterday.sessionDate,
      interviewTime: '10:00',
    });
    expect(inPast.statusCode).toBe(422);
    expect(inPast.json().message).toBe(INTERVIEW_PAST_MESSAGE);
    expect(
      (await invite(applicant.email, elder, { ...inTwoDays(), interviewTime: '10:10' })).statusCode,
    ).toBe(400);
    const fresh = await createApplicantWithPassword(app);
    expect((await invite(fresh.email)).statusCode).toBe(409);
    expect((await invite(applicant.email, applicant.auth)).statusCode).toBe(403);
  });

  it('accepts once from the e-mail; a second click goes to the already-accepted page', async () => {
    const applicant = await createTestedApplicant(app);
    await invite(applicant.email);
    const token = tokenIn((await latestMailTo(app, applicant.email))?.text, '/api/interviewInvite/accept/');
    const first = await app.inject({ method: 'GET', url: `/api/interviewInvite/accept/${token}` });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/invite-successful?accepted=true');
    expect(await statusOf(applicant.email)).toBe('ACCEPTED_INTERVIEW');
    const second = await app.inject({ method: 'GET', url: `/api/interviewInvite/accept/${token}` });
    expect(second.headers.location).toBe(`/error/alreadyInvited/${token}`);
  });

  it('lets the applicant reschedule from the e-mail and tells the staff', async () => {
    const applicant = await createTestedApplicant(app);
    await invite(applicant.email);
    const token = tokenIn((await latestMailTo(app, applicant.email))?.text, '/reschedule-interview/');
    const when = { ...inTwoDays(), interviewTime: '16:45' };
    const moved = await app.inject({
      method: 'POST',
      url: `/api/interviewInvite/reschedule/${token}`,
      payload: when,
    });
    expect(moved.statusCode).toBe(200);
    expect(await statusOf(applicant.email)).toBe('ACCEPTED_INTERVIEW');
    const told = await app.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'interview-rescheduled'));
    expect(told.some((m) => m.subject.startsWith('Interview rescheduled by Ada'))).toBe(true);
    const bad = await app.inject({
      method: 'POST',
      url: `/api/interviewInvite/reschedule/${'z'.repeat(43)}`,
      payload: when,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('records the interview started and done, in order', async () => {
    const applicant = await createTestedApplicant(app);
    await invite(applicant.email);
    const done = await app.inject({
      method: 'POST',
      url: `/api/elder/completeInterview/${applicant.email}`,
      headers: elder,
    });
    expect(done.statusCode).toBe(409);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/elder/startInterview/${applicant.email}`,
          headers: elder,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/elder/completeInterview/${applicant.email}`,
          headers: elder,
        })
      ).statusCode,
    ).toBe(200);
    expect(await statusOf(applicant.email)).toBe('INTERVIEWED');
    // A repeated click answers as the first (issue 18.15).
    const again = await app.inject({
      method: 'POST',
      url: `/api/elder/completeInterview/${applicant.email}`,
      headers: elder,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'Interview completed' });
  });

  it('refuses an expired accept link', async () => {
    const applicant = await createTestedApplicant(app);
    await invite(applicant.email);
    const token = tokenIn((await latestMailTo(app, applicant.email))?.text, '/api/interviewInvite/accept/');
    await app.db.execute(
      sql`update link_tokens set expires_at = now() - interval '1 second' where purpose = 'interview-accept'`,
    );
    expect(
      (await app.inject({ method: 'GET', url: `/api/interviewInvite/accept/${token}` })).headers.location,
    ).toBe('/error/link');
  });
});

describe('roles on staff interview calls', () => {
  it('keeps sponsors to reading', async () => {
    const sponsor = await createStaff(app, 'SPONSOR');
    const auth = bearer((await logIn(app, sponsor.email, sponsor.password)).json().accessToken);
    const applicant = await createTestedApplicant(app);
    expect((await invite(applicant.email, auth)).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/elder/startInterview/${applicant.email}`,
          headers: auth,
        })
      ).statusCode,
    ).toBe(403);
    expect((await invite(applicant.email, await adminHeaders(app))).statusCode).toBe(200);
  });
});
