import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApplicantWithPassword } from '../../test/factories.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { LISTENER_NAME } from '../db/listen.ts';
import { applicants, sessions, users } from '../db/schema/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const me = (auth: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/user/me', headers: auth });

/** Asks until `answered` holds: a change made behind the portal's back arrives as a notification. */
async function eventually<T>(ask: () => Promise<T>, answered: (value: T) => boolean) {
  const deadline = Date.now() + 3_000;
  let value = await ask();
  while (!answered(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    value = await ask();
  }
  return value;
}

async function signedInApplicant() {
  const applicant = await createApplicantWithPassword(app);
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, applicant.email));
  // Read twice: the second answer comes from the cache.
  expect((await me(applicant.auth)).statusCode).toBe(200);
  expect((await me(applicant.auth)).statusCode).toBe(200);
  return { ...applicant, userId: user?.id ?? '' };
}

// These writes go straight to the database, as another portal process, a worker or an operator would.
describe('what the portal remembers of a signed-in user', () => {
  it('a change to the user or the application shows on the next reads', async () => {
    const applicant = await signedInApplicant();
    await app.db.update(users).set({ firstName: 'Changed' }).where(eq(users.id, applicant.userId));
    await app.db
      .update(applicants)
      .set({ applicationStatus: 'TESTING' })
      .where(eq(applicants.userId, applicant.userId));
    const answer = await eventually(
      () => me(applicant.auth),
      (response) => response.json().applicationStatus === 'TESTING',
    );
    expect(answer.json()).toMatchObject({ firstName: 'Changed', applicationStatus: 'TESTING' });
  });

  it('a session revoked elsewhere is refused', async () => {
    const applicant = await signedInApplicant();
    await app.db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.userId, applicant.userId));
    const answer = await eventually(
      () => me(applicant.auth),
      (response) => response.statusCode === 401,
    );
    expect(answer.statusCode).toBe(401);
  });

  it('a suspension made elsewhere is refused', async () => {
    const applicant = await signedInApplicant();
    await app.db.update(users).set({ role: 'SUSPENDED' }).where(eq(users.id, applicant.userId));
    const answer = await eventually(
      () => me(applicant.auth),
      (response) => response.statusCode === 403,
    );
    expect(answer.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
  });

  it('a change made through the portal shows on the very next read', async () => {
    const applicant = await signedInApplicant();
    const logout = await app.inject({ method: 'POST', url: '/api/user/logout', headers: applicant.auth });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await me(applicant.auth)).statusCode).toBe(401);
  });

  it("one user's write keeps everyone else's session in memory", async () => {
    // Both signed in first: signing up and setting a password are writes without a session, which
    // still forget everything.
    const reader = await createApplicantWithPassword(app);
    const writer = await createApplicantWithPassword(app);
    for (const user of [reader, writer]) expect((await me(user.auth)).statusCode).toBe(200);
    const logout = await app.inject({ method: 'POST', url: '/api/user/logout', headers: writer.auth });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await me(writer.auth)).statusCode).toBe(401);
    // Test day: 1,500 autosaves a second must not each send every other taker back to the database.
    expect(app.readCache.sessions.get(reader.accessToken)?.principal.email).toBe(reader.email);
    expect((await me(reader.auth)).statusCode).toBe(200);
  });

  it.runIf(Boolean(inject('databaseUrl')))(
    'after its listening connection is cut, serves nothing stale and listens again',
    async () => {
      const applicant = await signedInApplicant();
      // Every listener on the run's database is cut (other workers' portals listen again too).
      const cut = (await app.db.execute(
        sql`select pg_terminate_backend(pid) as terminated from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_NAME}`,
      )) as unknown as { rows: { terminated: boolean }[] };
      expect(cut.rows.some((row) => row.terminated)).toBe(true);
      await app.db.update(users).set({ lastName: 'Cut' }).where(eq(users.id, applicant.userId));
      const first = await eventually(
        () => me(applicant.auth),
        (response) => response.json().lastName === 'Cut',
      );
      expect(first.json().lastName).toBe('Cut');
      // Listening again (it retries each second): later changes still arrive.
      await new Promise((r) => setTimeout(r, 1_500));
      expect((await me(applicant.auth)).json().lastName).toBe('Cut');
      await app.db.update(users).set({ lastName: 'Again' }).where(eq(users.id, applicant.userId));
      const second = await eventually(
        () => me(applicant.auth),
        (response) => response.json().lastName === 'Again',
      );
      expect(second.json().lastName).toBe('Again');
    },
  );
});
