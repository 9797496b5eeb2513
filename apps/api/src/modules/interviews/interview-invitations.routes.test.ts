import { INTERVIEW_PAST_MESSAGE, messages, rescheduleWindowMessage } from '@intake/contracts';
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
const invite = (email: string, headers = elder, when: Record<string, string> = inTwoDays()) =>
  app.inject({
    method: 'POST',
    url: '/api/interviewInvite/inviteApplicant',
    headers,
    payload: { applicantEmail: email, optionalInvitationComment: 'Bring your laptop', ...when },
  });

/** A different invitation for the same applicant: an hour later (a repeat of the same one changes nothing). */
const inTwoDaysAnHourLater = () => {
  const { interviewDate, interviewTime } = inTwoDays();
  const hour = (Number(interviewTime.slice(0, 2)) + 1) % 24;
  return { interviewDate, interviewTime: `${String(hour).padStart(2, '0')}:15` };
};

const acceptState = async (token: string) =>
  (await app.inject({ method: 'GET', url: `/api/interviewInvite/acceptLink/${token}` })).json().next as
    | string
    | null;
const acceptClick = async (token: string) => {
  const response = await app.inject({ method: 'POST', url: `/api/interviewInvite/accept/${token}` });
  expect(response.statusCode).toBe(200);
  return response.json().next as string;
};
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
    expect(mail?.text).toMatch(/\/interview\/accept\/[\w-]{43}/);
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

  it('accepts once with the click on the accept page; a second click goes to the already-accepted page', async () => {
    const applicant = await createTestedApplicant(app);
    await invite(applicant.email);
    const token = tokenIn((await latestMailTo(app, applicant.email))?.text, '/interview/accept/');
    expect(await acceptState(token)).toBeNull();
    expect(await acceptClick(token)).toBe('/invite-successful?accepted=true');
    expect(await statusOf(applicant.email)).toBe('ACCEPTED_INTERVIEW');
    expect(await acceptClick(token)).toBe(`/error/alreadyInvited/${token}`);
    expect(await acceptState(token)).toBe(`/error/alreadyInvited/${token}`);
  });

  it('never accepts on a GET or HEAD: the old link redirects to the accept page', async () => {
    const applicant = await createTestedApplicant(app);
    await invite(applicant.email);
    const token = tokenIn((await latestMailTo(app, applicant.email))?.text, '/interview/accept/');
    for (const method of ['GET', 'HEAD'] as const) {
      const old = await app.inject({ method, url: `/api/interviewInvite/accept/${token}` });
      expect(old.statusCode).toBe(302);
      expect(old.headers.location).toBe(`/interview/accept/${token}`);
      expect((await app.inject({ method, url: `/api/interviewInvite/acceptLink/${token}` })).statusCode).toBe(
        200,
      );
    }
    expect(await statusOf(applicant.email)).toBe('INVITED_FOR_INTERVIEW');
    const cut = await app.inject({ method: 'GET', url: '/api/interviewInvite/accept/abc' });
    expect(cut.headers.location).toBe('/interview/accept/abc');
    expect((await app.inject({ method: 'GET', url: '/api/interviewInvite/acceptLink/abc' })).statusCode).toBe(
      400,
    );
  });

  it('says an accept link replaced by a new invitation was replaced', async () => {
    const applicant = await createTestedApplicant(app);
    await invite(applicant.email);
    const first = tokenIn((await latestMailTo(app, applicant.email))?.text, '/interview/accept/');
    await invite(applicant.email, elder, inTwoDaysAnHourLater());
    expect(await acceptState(first)).toBe('/error/link_replaced');
    expect(await acceptClick(first)).toBe('/error/link_replaced');
    expect(await statusOf(applicant.email)).toBe('INVITED_FOR_INTERVIEW');
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
    const token = tokenIn((await latestMailTo(app, applicant.email))?.text, '/interview/accept/');
    await app.db.execute(
      sql`update link_tokens set expires_at = now() - interval '1 second' where purpose = 'interview-accept'`,
    );
    expect(await acceptState(token)).toBe('/error/link');
    expect(await acceptClick(token)).toBe('/error/link');
    expect(await statusOf(applicant.email)).toBe('INVITED_FOR_INTERVIEW');
  });
});

describe("the reschedule link (issue 18: a few uses, a date window, the spec's methods)", () => {
  const reschedule = (token: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/api/interviewInvite/reschedule/${token}`, payload });
  const rescheduleMails = async () =>
    (
      await app.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, 'interview-rescheduled'))
    ).length;

  it('moves the interview twice (the default), then refuses and mails nobody', async () => {
    const applicant = await createTestedApplicant(app);
    await invite(applicant.email);
    const token = tokenIn((await latestMailTo(app, applicant.email))?.text, '/reschedule-interview/');
    expect((await reschedule(token, { ...inTwoDays(), interviewTime: '09:00' })).statusCode).toBe(200);
    expect((await reschedule(token, { ...inTwoDays(), interviewTime: '09:30' })).statusCode).toBe(200);
    const mailed = await rescheduleMails();
    const third = await reschedule(token, { ...inTwoDays(), interviewTime: '10:00' });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'LINK_SPENT', message: messages.rescheduleLinkSpent });
    expect(await rescheduleMails()).toBe(mailed);
  });

  it('refuses a date beyond the window (60 days by default), such as 01-01-2099', async () => {
    const applicant = await createTestedApplicant(app);
    await invite(applicant.email);
    const token = tokenIn((await latestMailTo(app, applicant.email))?.text, '/reschedule-interview/');
    for (const interviewDate of ['01-01-2099', lagosDateTime(61 * 24 * 60).sessionDate]) {
      const far = await reschedule(token, { interviewDate, interviewTime: '10:00' });
      expect(far.statusCode).toBe(422);
      expect(far.json().message).toBe(rescheduleWindowMessage(60));
    }
    const near = await reschedule(token, {
      interviewDate: lagosDateTime(59 * 24 * 60).sessionDate,
      interviewTime: '10:00',
    });
    expect(near.statusCode).toBe(200);
  });

  it("takes only the spec's methods; ONLINE when none is sent", async () => {
    const applicant = await createTestedApplicant(app);
    await invite(applicant.email);
    const token = tokenIn((await latestMailTo(app, applicant.email))?.text, '/reschedule-interview/');
    const free = await reschedule(token, { ...inTwoDays(), interviewMethod: 'anything at all' });
    expect(free.statusCode).toBe(400);
    expect((await reschedule(token, inTwoDays())).statusCode).toBe(200);
    const interview = await app.inject({
      method: 'GET',
      url: `/api/interviewInvite/getInterviewInvite/${(await app.inject({ method: 'GET', url: '/api/user/me', headers: applicant.auth })).json().id}`,
      headers: applicant.auth,
    });
    expect(interview.json().interviewMethod).toBe('ONLINE');
    expect(
      (await invite(applicant.email, elder, { ...inTwoDays(), interviewMethod: 'Zoom' })).statusCode,
    ).toBe(400);
  });

  it('refuses a reschedule link replaced by a new invitation', async () => {
    const applicant = await createTestedApplicant(app);
    await invite(applicant.email);
    const first = tokenIn((await latestMailTo(app, applicant.email))?.text, '/reschedule-interview/');
    await invite(applicant.email, elder, inTwoDaysAnHourLater());
    const old = await reschedule(first, inTwoDays());
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ code: 'LINK_REPLACED', message: messages.linkReplaced });
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
