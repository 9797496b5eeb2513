import { randomUUID } from 'node:crypto';
import { messages } from '@intake/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, buildApplication, uniqueEmail } from '../../test/factories.ts';
import { sendRaw } from '../../test/raw-http.ts';
import { buildTestApp, testConfig } from '../../test/test-app.ts';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

const company = () => ({
  firstName: 'Ngozi',
  lastName: 'Eze',
  email: uniqueEmail('company'),
  companyName: 'Acme',
});

/** Text PostgreSQL cannot store (NUL) or that is not Unicode (a lone surrogate), in each place a caller can put it. */
const badTexts = { nul: 'Ada\u0000', 'lone high surrogate': 'Ada\ud800', 'lone low surrogate': '\udc00Ada' };

const requests = (text: string): [string, () => InjectOptions][] => [
  [
    'the apply form',
    () => ({ method: 'POST', url: '/api/applicant/apply', payload: buildApplication({ firstName: text }) }),
  ],
  [
    'the partner form',
    () => ({
      method: 'POST',
      url: '/api/partner/apply',
      payload: { ...company(), designation: 'CTO', message: text },
    }),
  ],
  [
    'the stay-updated form',
    () => ({
      method: 'POST',
      url: '/api/lampLaunch/stayUpdated',
      payload: { ...company(), companyName: text },
    }),
  ],
  [
    'a search',
    () => ({
      method: 'GET',
      url: '/api/elder/getAllApplicants',
      query: { page: '1', size: '10', search: text },
      headers: admin,
    }),
  ],
  [
    'the audit filter',
    () => ({ method: 'GET', url: '/api/admin/audit', query: { action: text }, headers: admin }),
  ],
];

describe('text the database cannot hold', () => {
  for (const [kind, text] of Object.entries(badTexts)) {
    // A query or path reaches the server as UTF-8 bytes: only a JSON body can carry a lone surrogate.
    const places = requests(text).filter(([where]) => kind === 'nul' || where.endsWith('form'));
    it.each(places)(`refuses a ${kind} in %s with 400 and the error shape`, async (_where, request) => {
      const response = await app.inject(request());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.invalidText, code: 'VALIDATION_FAILED' });
    });
  }

  it('refuses a NUL in a path parameter with 400 and the error shape', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/user/resetPassword/a%00@b.co' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.invalidText, code: 'VALIDATION_FAILED' });
  });

  it('refuses raw bytes in an address before any route: only a percent-escape needs checking', async () => {
    // The check skips path and query when the address has no `%`; this is why that holds.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    // The HTTP parser's refusal (lib/client-error.ts), which no route or hook saw: its status line,
    // its body, and the closed connection that a route's answer would have kept open.
    const answerTo = async (bytes: number[]) => {
      const answer = await sendRaw(
        Number(port),
        Buffer.concat([
          Buffer.from('POST /api/user/resetPassword/a'),
          Buffer.from(bytes),
          Buffer.from(' HTTP/1.1\r\nHost: portal.test\r\n\r\n'),
        ]),
      );
      return `${answer.statusLine} ${answer.body} (${answer.headers.connection})`;
    };
    const refusal = JSON.stringify({ message: messages.invalidAddress, code: 'VALIDATION_FAILED' });
    for (const [name, bytes] of [
      ['NUL', [0]],
      ['a control character', [1]],
      ['half a surrogate pair in UTF-8', [0xed, 0xa0, 0x80]],
      ['a byte that is not ASCII', [0xff]],
    ] as const) {
      expect(`${name}: ${await answerTo([...bytes])}`).toBe(
        `${name}: HTTP/1.1 400 Bad Request ${refusal} (close)`,
      );
    }
  });

  it('names the field that holds it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/applicant/apply',
      payload: buildApplication({ lastName: 'Obi\u0000' }),
    });
    expect(response.json().details).toEqual({
      in: 'body',
      issues: [{ path: 'lastName', message: messages.invalidText }],
    });
  });

  it('still takes text with real emoji and accents (well-formed surrogate pairs)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/applicant/apply',
      payload: buildApplication({ firstName: 'Adaézè 🙂' }),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('a token signed with the real secret', () => {
  it('with a session id that is not one gets 401, not 500', async () => {
    const secret = testConfig().jwtSecret;
    for (const sid of ['not-a-uuid', '', '00000000-0000-0000-0000-00000000000g', 'x\u0000']) {
      const token = await new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(randomUUID())
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(secret);
      const response = await app.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(`${JSON.stringify(sid)} → ${response.statusCode}`).toBe(`${JSON.stringify(sid)} → 401`);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });
});
