import { messages, userDataSchema } from '@intake/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apply,
  bearer,
  createApplicantWithPassword,
  createStaff,
  latestMailTo,
  linkTokenMailedTo,
  logIn,
  setPassword,
  uniqueEmail,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { jobs, linkTokens, users } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { PASSWORD_RESET_JOB } from './auth.service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/user/me', headers });

describe('create password from the e-mailed link', () => {
  it('takes the password from the header `response`, then lets the applicant log in', async () => {
    const { body } = await apply(app);
    const token = await linkTokenMailedTo(app, body.email);
    const set = await setPassword(app, token, 'a long enough password');
    expect(set.statusCode).toBe(200);
    const stored = await app.db.select().from(users).where(eq(users.email, body.email));
    expect(stored[0]?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await logIn(app, body.email, 'a long enough password')).statusCode).toBe(200);
  });

  it('also takes JSON {password}', async () => {
    const { body } = await apply(app);
    const token = await linkTokenMailedTo(app, body.email);
    const set = await app.inject({
      method: 'PATCH',
      url: `/api/user/password/${token}`,
      payload: { password: 'json password 123' },
    });
    expect(set.statusCode).toBe(200);
    expect((await logIn(app, body.email, 'json password 123')).statusCode).toBe(200);
  });

  it('works once: a second use of the link is refused', async () => {
    const { body } = await apply(app);
    const token = await linkTokenMailedTo(app, body.email);
    expect((await setPassword(app, token, 'first password 1')).statusCode).toBe(200);
    const again = await setPassword(app, token, 'second password 2');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: messages.linkInvalid, code: 'LINK_INVALID' });
    expect((await logIn(app, body.email, 'second password 2')).statusCode).toBe(401);
  });

  it('gives exactly one success to two simultaneous uses of the same link', async () => {
    const { body } = await apply(app);
    const token = await linkTokenMailedTo(app, body.email);
    const answers = await Promise.all([
      setPassword(app, token, 'password one 1'),
      setPassword(app, token, 'password two 2'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses an expired link with its own message', async () => {
    const { body } = await apply(app);
    const token = await linkTokenMailedTo(app, body.email);
    await app.db
      .update(linkTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(linkTokens.tokenHash, hashToken(token)));
    const answer = await setPassword(app, token, 'a fine password');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: messages.linkExpired, code: 'LINK_EXPIRED' });
  });

  it('tells the page what a link is for without using it, and says at once when it is used or expired', async () => {
    const { body } = await apply(app);
    const token = await linkTokenMailedTo(app, body.email);
    const read = (t: string) => app.inject({ method: 'GET', url: `/api/user/password/${t}` });
    for (let i = 0; i < 2; i++) expect((await read(token)).json()).toEqual({ purpose: 'create-password' });
    expect((await setPassword(app, token, 'first password 1')).statusCode).toBe(200);
    const used = await read(token);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({ message: messages.linkInvalid, code: 'LINK_INVALID' });
    expect((await read('x'.repeat(43))).json().code).toBe('LINK_INVALID');

    await app.inject({ method: 'POST', url: `/api/user/resetPassword/${body.email}` });
    const reset = await linkTokenMailedTo(app, body.email);
    expect((await read(reset)).json()).toEqual({ purpose: 'reset-password' });
    await app.db
      .update(linkTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(linkTokens.tokenHash, hashToken(reset)));
    expect((await read(reset)).json()).toEqual({ message: messages.linkExpired, code: 'LINK_EXPIRED' });
  });

  it('stores only a hash of the token, valid for 7 days', async () => {
    const { body } = await apply(app);
    const token = await linkTokenMailedTo(app, body.email);
    const [row] = await app.db
      .select({
        hash: linkTokens.tokenHash,
        days: sql<number>`round(extract(epoch from expires_at - created_at) / 86400)::int`,
      })
      .from(linkTokens)
      .where(eq(linkTokens.tokenHash, hashToken(token)));
    expect(row).toEqual({ hash: hashToken(token), days: 7 });
    const raw = await app.db.select().from(linkTokens).where(eq(linkTokens.tokenHash, token));
    expect(raw).toHaveLength(0);
  });

  it.each([
    ['', messages.passwordsDontMatch],
    ['short', messages.passwordTooShort],
    ['x'.repeat(129), messages.passwordTooLong],
  ])('refuses the password %j and keeps the link usable', async (password, message) => {
    const { body } = await apply(app);
    const token = await linkTokenMailedTo(app, body.email);
    const answer = await setPassword(app, token, password);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(message);
    expect((await setPassword(app, token, 'now a good one')).statusCode).toBe(200);
  });

  it('answers 400 for a token that was never issued', async () => {
    const answer = await setPassword(app, 'A'.repeat(43), 'a good password');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('LINK_INVALID');
  });
});

describe('log in and log out', () => {
  it('answers an access token carrying the spec’s user data and role', async () => {
    const applicant = await createApplicantWithPassword(app);
    const claims = decodeJwt(applicant.accessToken);
    const user = userDataSchema.parse(claims);
    expect(user).toMatchObject({
      email: applicant.email,
      firstName: 'Ada',
      roles: 'APPLICANT',
      applicationStatus: 'APPLIED',
      nativeState: 'PENDING',
      canFillEnrollmentForm: false,
      trait: '',
    });
    expect(user.applicationId).toMatch(/^INT-\d{6}$/);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it("answers 'Invalid details' alike for a wrong password, an unknown e-mail and an account without a password", async () => {
    const applicant = await createApplicantWithPassword(app);
    const { body: noPassword } = await apply(app);
    for (const [email, password] of [
      [applicant.email, 'wrong password'],
      [uniqueEmail('nobody'), 'whatever123'],
      [noPassword.email, 'whatever123'],
    ] as const) {
      const answer = await logIn(app, email, password);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ message: messages.invalidDetails, code: 'INVALID_CREDENTIALS' });
    }
  });

  it('gives the spec’s messages for an invalid e-mail and an empty password', async () => {
    expect((await logIn(app, 'nope', 'x')).json().message).toBe(messages.validEmail);
    expect((await logIn(app, 'a@b.co', '')).json().message).toBe(messages.passwordEmpty);
  });

  it('revokes the session at once on logout', async () => {
    const applicant = await createApplicantWithPassword(app);
    expect((await me(applicant.auth)).statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/api/user/logout', headers: applicant.auth });
    expect(out.statusCode).toBe(200);
    const after = await me(applicant.auth);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
  });

  it('checks each of many sessions looked up at once on its own (they share a statement)', async () => {
    const applicants = [];
    for (let i = 0; i < 6; i += 1) applicants.push(await createApplicantWithPassword(app));
    const [loggedOut, ...live] = applicants;
    if (!loggedOut) throw new Error('no applicant');
    await app.inject({ method: 'POST', url: '/api/user/logout', headers: loggedOut.auth });
    // Every session read from the database, all at the same moment.
    app.readCache.clear();
    const answers = await Promise.all([loggedOut, ...live, ...live].map((a) => me(a.auth)));
    expect(answers[0]?.statusCode).toBe(401);
    const liveEmails = [...live, ...live].map((a) => a.email);
    expect(answers.slice(1).map((answer) => answer.json().email)).toEqual(liveEmails);
  });

  it('refuses a token signed with another secret, a tampered one and none', async () => {
    const applicant = await createApplicantWithPassword(app);
    const [head, payload] = applicant.accessToken.split('.');
    const forged = `${head}.${payload}.${'A'.repeat(43)}`;
    expect((await me(bearer(forged))).statusCode).toBe(401);
    expect((await me({})).statusCode).toBe(401);
    expect((await me({ authorization: 'Basic abc' })).statusCode).toBe(401);
  });

  it('lets a suspension take effect on the next request and refuses a suspended login', async () => {
    const applicant = await createApplicantWithPassword(app);
    await app.db.update(users).set({ role: 'SUSPENDED' }).where(eq(users.email, applicant.email));
    const next = await me(applicant.auth);
    expect(next.statusCode).toBe(403);
    expect(next.json()).toEqual({ message: messages.accountSuspended, code: 'ACCOUNT_SUSPENDED' });
    const login = await logIn(app, applicant.email, applicant.password);
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(messages.accountSuspended);
  });

  it('answers with the role the database holds once a change there has reached every process', async () => {
    const elder = await createStaff(app, 'ELDER');
    const token = (await logIn(app, elder.email, elder.password)).json().accessToken;
    expect((await me(bearer(token))).json().roles).toBe('ELDER');
    await app.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, elder.id));
    // What the portal itself does after changing a role (admin.service.ts).
    await app.spreadChanges();
    expect((await me(bearer(token))).json().roles).toBe('ADMIN');
  });

  it('ends a session that sat idle past the idle timeout', async () => {
    const idle = await buildTestApp({ SESSION_IDLE_SECONDS: '1' });
    try {
      const applicant = await createApplicantWithPassword(idle);
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      const answer = await idle.inject({ method: 'GET', url: '/api/user/me', headers: applicant.auth });
      expect(answer.statusCode).toBe(401);
    } finally {
      await idle.close();
    }
  });
});

describe('reset password', () => {
  it('answers 200 and mails nothing for an unknown e-mail', async () => {
    const email = uniqueEmail('ghost');
    const answer = await app.inject({ method: 'POST', url: `/api/user/resetPassword/${email}` });
    expect(answer.statusCode).toBe(200);
    await expect(linkTokenMailedTo(app, email)).rejects.toThrow();
  });

  it('mails a one-hour link that sets a new password and ends every other session', async () => {
    const applicant = await createApplicantWithPassword(app);
    const answer = await app.inject({
      method: 'POST',
      url: `/api/user/resetPassword/${applicant.email.toUpperCase()}`,
    });
    expect(answer.statusCode).toBe(200);
    const token = await linkTokenMailedTo(app, applicant.email);
    const [row] = await app.db
      .select({
        minutes: sql<number>`round(extract(epoch from expires_at - created_at) / 60)::int`,
        purpose: linkTokens.purpose,
      })
      .from(linkTokens)
      .where(eq(linkTokens.tokenHash, hashToken(token)));
    expect(row).toEqual({ minutes: 60, purpose: 'reset-password' });
    expect((await setPassword(app, token, 'brand new password')).statusCode).toBe(200);
    expect((await me(applicant.auth)).statusCode).toBe(401);
    expect((await logIn(app, applicant.email, applicant.password)).statusCode).toBe(401);
    expect((await logIn(app, applicant.email, 'brand new password')).statusCode).toBe(200);
  });

  it('does the same work in the answer for a known and an unknown e-mail: the link is issued by a job', async () => {
    const applicant = await createApplicantWithPassword(app);
    const resetLinks = async () =>
      (
        await app.db
          .select({ id: linkTokens.tokenHash })
          .from(linkTokens)
          .innerJoin(users, eq(users.id, linkTokens.userId))
          .where(and(eq(users.email, applicant.email), eq(linkTokens.purpose, 'reset-password')))
      ).length;
    const queued = async () =>
      (await app.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, PASSWORD_RESET_JOB))).length;
    for (const email of [applicant.email, uniqueEmail('ghost')]) {
      const before = await queued();
      const answer = await app.inject({ method: 'POST', url: `/api/user/resetPassword/${email}` });
      expect(answer.json()).toEqual({ message: messages.resetLinkSent });
      expect(await queued()).toBe(before + 1);
    }
    // The answer issued nothing: its time cannot tell the two apart. The job mails the link.
    expect(await resetLinks()).toBe(0);
    await app.jobs.runDue();
    expect(await resetLinks()).toBe(1);
    expect((await latestMailTo(app, applicant.email))?.text).toContain('/createPassword/');
  });

  it('voids the earlier reset link when a new one is asked for', async () => {
    const applicant = await createApplicantWithPassword(app);
    await app.inject({ method: 'POST', url: `/api/user/resetPassword/${applicant.email}` });
    const first = await linkTokenMailedTo(app, applicant.email);
    await app.inject({ method: 'POST', url: `/api/user/resetPassword/${applicant.email}` });
    const second = await linkTokenMailedTo(app, applicant.email);
    expect((await setPassword(app, first, 'another password')).statusCode).toBe(400);
    expect((await setPassword(app, second, 'another password')).statusCode).toBe(200);
  });
});

describe('handoff token (/redirect/:userToken)', () => {
  it('exchanges a one-time token for a new session of the same user, once', async () => {
    const admin = await createStaff(app, 'ADMIN');
    const token = (await logIn(app, admin.email, admin.password)).json().accessToken;
    const handoff = await app.inject({ method: 'POST', url: '/api/user/handoff', headers: bearer(token) });
    expect(handoff.statusCode).toBe(200);
    const url = `/api/user/redeemHandoff/${handoff.json().token}`;
    const redeemed = await app.inject({ method: 'POST', url });
    expect(redeemed.statusCode).toBe(200);
    expect(decodeJwt(redeemed.json().accessToken).roles).toBe('ADMIN');
    expect((await app.inject({ method: 'POST', url })).statusCode).toBe(400);
  });

  it('cannot be used as a password link, nor a password link as a handoff', async () => {
    const { body } = await apply(app);
    const createToken = await linkTokenMailedTo(app, body.email);
    expect(
      (await app.inject({ method: 'POST', url: `/api/user/redeemHandoff/${createToken}` })).statusCode,
    ).toBe(400);
    expect((await setPassword(app, createToken, 'still works fine')).statusCode).toBe(200);
  });
});

describe('first admin', () => {
  it('is created from ADMIN_EMAIL / ADMIN_PASSWORD and can log in', async () => {
    const login = await logIn(app, 'first-admin@intake.test', 'first-admin-password');
    expect(login.statusCode).toBe(200);
    expect(decodeJwt(login.json().accessToken)).toMatchObject({ roles: 'ADMIN', firstName: 'Admin' });
  });
});
