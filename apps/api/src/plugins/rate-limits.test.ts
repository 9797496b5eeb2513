import { messages } from '@intake/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApplication, createApplicantWithPassword, uniqueEmail } from '../../test/factories.ts';
import { buildTestApp } from '../../test/test-app.ts';

/** The portal with the rate limits of a default install (the test config lifts them). */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '', RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '' });
});
afterAll(() => app.close());

let classroomCount = 0;
/** One school's or carrier's address, a new one per test so the tests do not share counts. */
const sharedAddress = () => `198.51.100.${++classroomCount}`;

const from = (remoteAddress: string, request: InjectOptions) => app.inject({ ...request, remoteAddress });

describe('rate limits by account and by address (ASVS 6.3.1)', () => {
  it('lets a classroom behind one address sign in: thirty people each getting their password wrong', async () => {
    const address = sharedAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const email = uniqueEmail('pupil');
      statuses.push(
        (
          await from(address, {
            method: 'POST',
            url: '/api/user/login',
            payload: { email, password: 'wrong guess' },
          })
        ).statusCode,
      );
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    const learner = await createApplicantWithPassword(app);
    const login = await from(address, {
      method: 'POST',
      url: '/api/user/login',
      payload: { email: learner.email, password: learner.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    [
      'reset password',
      (email: string) => ({ method: 'POST' as const, url: `/api/user/resetPassword/${email}` }),
    ],
    [
      'apply',
      (email: string) => ({
        method: 'POST' as const,
        url: '/api/applicant/apply',
        payload: buildApplication({ email }),
      }),
    ],
    [
      'set password',
      (token: string) => ({
        method: 'PATCH' as const,
        url: `/api/user/password/${token}`,
        payload: { password: 'a brand new password 123' },
      }),
    ],
  ])(
    'still protects one account: the eleventh %s for it in a minute is refused, others go on',
    async (_name, call) => {
      const address = sharedAddress();
      const target = uniqueEmail('target').replace('@', 'x@');
      const account = _name === 'set password' ? 'A'.repeat(43) : target;
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) statuses.push((await from(address, call(account))).statusCode);
      expect(statuses.slice(0, 10).filter((status) => status === 429)).toEqual([]);
      expect(statuses[10]).toBe(429);
      const refused = await from(address, call(account));
      expect(refused.json()).toMatchObject({ message: messages.rateLimited, code: 'RATE_LIMITED' });
      expect(refused.json().details.retryAfterSeconds).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Someone else behind the same address is not held up.
      const other = _name === 'set password' ? 'B'.repeat(43) : uniqueEmail('neighbour');
      expect((await from(address, call(other))).statusCode).not.toBe(429);
    },
  );
});

describe('the per-address limit', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '5', RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '2' });
  });
  afterAll(() => limited.close());

  it('still caps one address across all accounts, at its own (higher) threshold', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await limited.inject({
        method: 'POST',
        url: `/api/user/resetPassword/${uniqueEmail('many')}`,
        remoteAddress: '192.0.2.50',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
