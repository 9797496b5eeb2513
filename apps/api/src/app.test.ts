import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('the portal as a whole', () => {
  it('reports database reachability at GET /api/health', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'ok', database: { reachable: true, lastOutage: null } });
  });

  it('answers the wake-up call GET / at once', async () => {
    const answer = await app.inject({ method: 'GET', url: '/' });
    expect(answer.statusCode).toBe(200);
  });

  it('serves the OpenAPI document with every spec call of this release', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(answer.statusCode).toBe(200);
    const paths = Object.keys(answer.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/applicant/apply',
        '/api/user/password/{token}',
        '/api/user/login',
        '/api/user/logout',
        '/api/user/resetPassword/{email}',
        '/api/health',
      ]),
    );
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });

  it('sends API answers the API header set, and pages a CSP that allows only this origin’s scripts', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['x-frame-options']).toBe('DENY');
    // Only headers that can act on a JSON answer; no HSTS over a plain-HTTP address (RFC 6797 7.2).
    expect(api.headers['referrer-policy']).toBeUndefined();
    expect(api.headers['cross-origin-resource-policy']).toBeUndefined();
    expect(api.headers['strict-transport-security']).toBeUndefined();

    const page = await app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps browsers on HTTPS when the portal’s address is https', async () => {
    const secure = await buildTestApp({ PUBLIC_URL: 'https://apply.school.example' });
    try {
      for (const [url, accept] of [
        ['/api/health', 'application/json'],
        ['/login', 'text/html'],
      ]) {
        const answer = await secure.inject({ method: 'GET', url, headers: { accept } });
        expect(`${url}: ${answer.headers['strict-transport-security']}`).toBe(
          `${url}: max-age=31536000; includeSubDomains`,
        );
      }
    } finally {
      await secure.close();
    }
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('keeps /dev/mailbox out of production', async () => {
    // Production refuses the test defaults (placeholder secret, file mail, http address): give it real-looking ones.
    const production = await buildTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'Zq8vN3kR7tY2wXp5LmB9cF4hJ6dG1sAe',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_URL: 'https://portal.example.org',
      SMS_PROVIDER: 'africastalking',
      AFRICASTALKING_USERNAME: 'school',
      AFRICASTALKING_API_KEY: 'at-key',
      AFRICASTALKING_CALLBACK_SECRET: 'at-callback-secret-0123456789abcdef',
    });
    try {
      expect((await production.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('keeps /api/docs out of production unless API_DOCS=on', async () => {
    const productionEnv = {
      NODE_ENV: 'production',
      JWT_SECRET: 'Zq8vN3kR7tY2wXp5LmB9cF4hJ6dG1sAe',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_URL: 'https://portal.example.org',
      SMS_PROVIDER: 'africastalking',
      AFRICASTALKING_USERNAME: 'school',
      AFRICASTALKING_API_KEY: 'at-key',
      AFRICASTALKING_CALLBACK_SECRET: 'at-callback-secret-0123456789abcdef',
    };
    for (const [apiDocs, status] of [
      ['', 404],
      ['on', 200],
    ] as const) {
      const production = await buildTestApp({ ...productionEnv, API_DOCS: apiDocs });
      try {
        for (const url of ['/api/docs/json', '/api/docs/'])
          expect(
            `API_DOCS=${apiDocs} ${url} → ${(await production.inject({ method: 'GET', url })).statusCode}`,
          ).toBe(`API_DOCS=${apiDocs} ${url} → ${status}`);
      } finally {
        await production.close();
      }
    }
  });
});

describe('rate limits on login and reset password', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(() => limited.close());

  it.each([
    [
      'login',
      { method: 'POST' as const, url: '/api/user/login', payload: { email: 'a@b.co', password: 'x' } },
    ],
    ['reset password', { method: 'POST' as const, url: '/api/user/resetPassword/a@b.co' }],
  ])('limits %s per address with a 429 and a clear message', async (_name, request) => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await limited.inject(request)).statusCode);
    expect(statuses[2]).toBe(429);
    const spoofed = await limited.inject({ ...request, headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(spoofed.statusCode).toBe(429);
    const last = await limited.inject(request);
    expect(last.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringContaining('Too many attempts'),
    });
  });
});
