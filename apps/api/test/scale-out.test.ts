import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { startSmtpListener } from '@intake/test-kit';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { enqueueJob } from '../src/core/jobs.repository.ts';
import { openDatabase } from '../src/db/client.ts';
import { jobs, mailOutbox } from '../src/db/schema/index.ts';
import { queueMails } from '../src/modules/mail/mail.service.ts';
import { bearer, buildApplication, createStaff, logIn, uniqueEmail } from './factories.ts';
import { buildTestApp, getTestDatabase, testConfig } from './test-app.ts';

// Several portal processes behind a load balancer share PostgreSQL (sessions, roles, queues)
// and, with REDIS_URL, the rate-limit counters. Each test here runs two portals side by side.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

// Open the worker's database (migrations on PGlite take a while) before the first test's clock starts.
beforeAll(() => getTestDatabase());

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

async function portal(env: Parameters<typeof buildTestApp>[0] = {}) {
  const app = await buildTestApp(env);
  closers.push(() => app.close());
  return app;
}

/**
 * A second portal: on PostgreSQL with a connection pool of its own, as another process has;
 * on PGlite (one connection per worker) on the same database object.
 */
async function secondPortal(env: Parameters<typeof buildTestApp>[0] = {}) {
  const databaseUrl = inject('databaseUrl');
  if (!databaseUrl) return portal(env);
  const database = await openDatabase({ databaseUrl, pgliteDir: undefined, poolSize: 5 });
  const app = await buildApp(testConfig(env), { database });
  app.addHook('onClose', () => database.close());
  await app.ready();
  closers.push(() => app.close());
  return app;
}

function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise<boolean>((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(1000);
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

const apply = (app: FastifyInstance, address: string) =>
  app.inject({
    method: 'POST',
    url: '/api/applicant/apply',
    payload: buildApplication(),
    remoteAddress: address,
  });

describe('rate limits across processes', async () => {
  const redisUp = await redisReachable();
  if (!redisUp)
    console.warn(`Redis is not reachable at ${REDIS_URL}: the shared rate-limit tests are skipped`);

  it.skipIf(!redisUp)('with REDIS_URL, two portals share one per-address limit', async () => {
    const env = { REDIS_URL, REDIS_PREFIX: `intake-test-${randomUUID()}:`, RATE_LIMIT_PER_MINUTE: '4' };
    const a = await portal(env);
    const b = await secondPortal(env);
    const statuses: number[] = [];
    for (const app of [a, b, a, b, a, b]) statuses.push((await apply(app, '203.0.113.7')).statusCode);
    // Four calls between the two portals, then both refuse.
    expect(statuses.slice(0, 4).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(4)).toEqual([429, 429]);
    // Another address has its own allowance, on either portal.
    expect((await apply(b, '203.0.113.8')).statusCode).not.toBe(429);
  });

  it.skipIf(!redisUp)('with REDIS_URL, two portals share one per-account limit', async () => {
    const env = {
      REDIS_URL,
      REDIS_PREFIX: `intake-test-${randomUUID()}:`,
      RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '3',
    };
    const a = await portal(env);
    const b = await secondPortal(env);
    const reset = (app: FastifyInstance, email: string) =>
      app.inject({ method: 'POST', url: `/api/user/resetPassword/${email}`, remoteAddress: '203.0.113.11' });
    const email = uniqueEmail('shared');
    const statuses: number[] = [];
    for (const app of [a, b, a, b]) statuses.push((await reset(app, email)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another account behind the same address goes on, on either portal.
    expect((await reset(a, uniqueEmail('other'))).statusCode).toBe(200);
  });

  it.skipIf(!redisUp)('with REDIS_URL, the per-user export limit holds across portals', async () => {
    const env = { REDIS_URL, REDIS_PREFIX: `intake-test-${randomUUID()}:` };
    const a = await portal(env);
    const b = await secondPortal(env);
    const staff = await createStaff(a, 'ELDER');
    const headers = bearer((await logIn(a, staff.email, staff.password)).json().accessToken);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const app = i % 2 === 0 ? a : b;
      statuses.push((await app.inject({ method: 'GET', url: '/api/user/me/export', headers })).statusCode);
    }
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBeGreaterThan(0);
    expect(statuses.slice(firstRefusal).every((status) => status === 429)).toBe(true);
  });

  it('without REDIS_URL, each portal counts in its own memory', async () => {
    const env = { RATE_LIMIT_PER_MINUTE: '2' };
    const a = await portal(env);
    const b = await secondPortal(env);
    const statuses: number[] = [];
    for (const app of [a, b, a, b, a]) statuses.push((await apply(app, '203.0.113.9')).statusCode);
    expect(statuses.slice(0, 4).every((status) => status !== 429)).toBe(true);
    expect(statuses[4]).toBe(429);
  });

  it.skipIf(!redisUp)('an unreachable Redis lets calls through rather than refusing them', async () => {
    const a = await portal({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_PER_MINUTE: '2' });
    expect((await apply(a, '203.0.113.10')).statusCode).not.toBe(429);
  });
});

describe('sessions and roles across processes', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await buildTestApp();
    const databaseUrl = inject('databaseUrl');
    if (databaseUrl) {
      const database = await openDatabase({ databaseUrl, pgliteDir: undefined, poolSize: 5 });
      b = await buildApp(testConfig(), { database });
      b.addHook('onClose', () => database.close());
      await b.ready();
    } else {
      b = await buildTestApp();
    }
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  const audit = (app: FastifyInstance, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/admin/audit', headers });
  const adminOn = async (app: FastifyInstance) => {
    const admin = await createStaff(app, 'ADMIN');
    return { ...admin, headers: bearer((await logIn(app, admin.email, admin.password)).json().accessToken) };
  };

  it('a log-out on one portal ends the session on the other at once', async () => {
    const admin = await adminOn(a);
    expect((await audit(a, admin.headers)).statusCode).toBe(200);
    expect(
      (await b.inject({ method: 'POST', url: '/api/user/logout', headers: admin.headers })).statusCode,
    ).toBe(200);
    expect((await audit(a, admin.headers)).statusCode).toBe(401);
    expect((await a.inject({ method: 'GET', url: '/api/user/me', headers: admin.headers })).statusCode).toBe(
      401,
    );
  });

  it('suspension and a role change made on one portal apply on the other at once', async () => {
    const suspended = await adminOn(a);
    const demoted = await adminOn(a);
    const boss = await adminOn(b);
    expect((await audit(a, suspended.headers)).statusCode).toBe(200);
    expect((await audit(a, demoted.headers)).statusCode).toBe(200);

    const change = (email: string, newRole: string) =>
      b.inject({
        method: 'PATCH',
        url: `/api/admin/changeRole?email=${encodeURIComponent(email)}&newRole=${newRole}`,
        headers: boss.headers,
      });
    expect((await change(suspended.email, 'SUSPENDED')).statusCode).toBe(200);
    expect((await change(demoted.email, 'APPLICANT')).statusCode).toBe(200);

    expect([401, 403]).toContain((await audit(a, suspended.headers)).statusCode);
    expect([401, 403]).toContain(
      (await a.inject({ method: 'GET', url: '/api/user/me', headers: suspended.headers })).statusCode,
    );
    expect([401, 403]).toContain((await audit(a, demoted.headers)).statusCode);
  });
});

describe('background work across processes', () => {
  it('two portals draining one outbox at once send each of 200 mails exactly once', async () => {
    const smtp = await startSmtpListener();
    closers.push(smtp.close);
    const a = await portal({ SMTP_URL: smtp.url });
    const b = await secondPortal({ SMTP_URL: smtp.url });
    const run = randomUUID().slice(0, 8);
    const addresses = Array.from({ length: 200 }, (_, i) => `drain-${run}-${i}@example.com`);
    await queueMails(
      a.db,
      addresses.map((to, i) => ({
        kind: 'test',
        to,
        rendered: () => ({ subject: `Message ${i}`, html: `<p>${i}</p>`, text: String(i) }),
      })),
    );

    const [sentByA, sentByB] = await Promise.all([a.mailWorker.drain(), b.mailWorker.drain()]);

    const mine = smtp.received.filter((mail) => mail.to.includes(`drain-${run}-`));
    const perAddress = new Map<string, number>();
    for (const mail of mine) {
      const to = mail.to;
      perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
    }
    expect(mine).toHaveLength(200);
    expect(new Set(perAddress.keys())).toEqual(new Set(addresses));
    expect([...perAddress.values()].every((count) => count === 1)).toBe(true);
    // Both took part (the counts include any other due mail on a shared test database).
    expect(sentByA + sentByB).toBeGreaterThanOrEqual(200);
    const rows = await a.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, addresses));
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('two portals running one jobs queue at once run each of 100 jobs exactly once', async () => {
    const a = await portal();
    const b = await secondPortal();
    const kind = `scale-out-test-${randomUUID()}`;
    const runs = new Map<number, string[]>();
    for (const [name, app] of [
      ['a', a],
      ['b', b],
    ] as const) {
      app.jobs.register(kind, async (payload) => {
        const n = Number(payload.n);
        runs.set(n, [...(runs.get(n) ?? []), name]);
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
    }
    const database = await getTestDatabase();
    const past = new Date(Date.now() - 1000);
    for (let n = 0; n < 100; n += 1) await enqueueJob(database.db, { kind, payload: { n }, runAt: past });

    await Promise.all([a.jobs.runDue(), b.jobs.runDue()]);

    expect(runs.size).toBe(100);
    expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
    const rows = await a.db
      .select()
      .from(jobs)
      .where(inArray(jobs.kind, [kind]));
    expect(rows.every((row) => row.finishedAt !== null && row.attempts === 1)).toBe(true);
  });
});
