import { errorCodes, messages } from '@intake/contracts';
import { unsupportedContentTypeMessage } from '@intake/contracts/errors/uploads';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApplication } from '../../test/factories.ts';
import { buildTestApp } from '../../test/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const json = (payload: string) => ({ payload, headers: { 'content-type': 'application/json' } });
const valid = buildApplication();
const deep = (depth: number): unknown => (depth === 0 ? 'x' : { a: deep(depth - 1) });

/** Malformed requests a careless or hostile client may send; each must get a 4xx in the error shape. */
const malformedBodies: [string, Partial<InjectOptions>][] = [
  ['no body', {}],
  ['empty JSON body', json('')],
  ['invalid JSON', json('{"firstName": ')],
  ['JSON null', json('null')],
  ['JSON array', json('[]')],
  ['JSON string', json('"hello"')],
  ['JSON number', json('42')],
  ['text/plain body', { payload: 'firstName=Ada', headers: { 'content-type': 'text/plain' } }],
  ['form-encoded body', { payload: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
  ['XML body', { payload: '<a/>', headers: { 'content-type': 'application/xml' } }],
  ['empty object', { payload: {} }],
  ['numbers for strings', { payload: { ...valid, firstName: 1, lastName: 2, email: 3 } }],
  ['arrays for strings', { payload: { ...valid, firstName: ['Ada'], email: ['a@b.co'] } }],
  ['objects for strings', { payload: { ...valid, firstName: { $ne: '' }, email: { $gt: '' } } }],
  ['boolean as string', { payload: { ...valid, tAndC: 'true' } }],
  ['null everywhere', { payload: Object.fromEntries(Object.keys(valid).map((k) => [k, null])) }],
  ['huge first name', { payload: { ...valid, firstName: 'A'.repeat(100_000) } }],
  ['huge e-mail', { payload: { ...valid, email: `${'a'.repeat(5_000)}@example.com` } }],
  ['body over 1 MB', { payload: { ...valid, firstName: 'A'.repeat(1_100_000) } }],
  ['deep nesting', { payload: { ...valid, firstName: deep(500) } }],
  ['__proto__ key', json(`{"__proto__": {"role": "ADMIN"}, "firstName": "Ada"}`)],
  ['constructor.prototype key', json(`{"constructor": {"prototype": {"role": "ADMIN"}}}`)],
  ['SQL fragment in e-mail', { payload: { ...valid, email: "a@b.co' OR '1'='1" } }],
  ['HTML in e-mail', { payload: { ...valid, email: '<script>alert(1)</script>@x.co' } }],
  ['negative phone', { payload: { ...valid, phone: -5 } }],
  ['fractional phone', { payload: { ...valid, phone: 12.5 } }],
  ['phone too long', { payload: { ...valid, phone: 1e16 } }],
  ['NaN-like phone', { payload: { ...valid, phone: 'NaN' } }],
  ['unknown gender', { payload: { ...valid, gender: 'female ' } }],
  ['unknown age range', { payload: { ...valid, ageRange: 'Over 9000' } }],
  ['dial code without plus', { payload: { ...valid, dialCode: '234' } }],
  ['control characters', { payload: { ...valid, email: 'a\u0000@b.co' } }],
];

const targets: { name: string; method: 'POST' | 'PATCH'; url: string }[] = [
  { name: 'apply', method: 'POST', url: '/api/applicant/apply' },
  { name: 'login', method: 'POST', url: '/api/user/login' },
  { name: 'password', method: 'PATCH', url: `/api/user/password/${'A'.repeat(43)}` },
];

function expectErrorShape(status: number, body: unknown) {
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  expect(body).toMatchObject({ message: expect.any(String), code: expect.any(String) });
  expect((body as { message: string }).message.length).toBeGreaterThan(0);
}

describe.each(targets)('malformed bodies to $name', ({ method, url }) => {
  it.each(malformedBodies)('%s → 4xx with {message, code}', async (_name, request) => {
    const answer = await app.inject({ method, url, ...request });
    expectErrorShape(answer.statusCode, answer.json());
  });
});

describe('malformed reset-password and link parameters', () => {
  it.each([
    ['not an e-mail', '/api/user/resetPassword/not-an-email'],
    ['SQL fragment', `/api/user/resetPassword/${encodeURIComponent("a@b.co' OR 1=1 --")}`],
    ['huge parameter', `/api/user/resetPassword/${'a'.repeat(3_000)}@x.co`],
    ['encoded slash', '/api/user/resetPassword/a%2Fb@x.co'],
    ['percent garbage', '/api/user/resetPassword/%E0%A4%A'],
    ['missing parameter', '/api/user/resetPassword/'],
    ['short link token', '/api/user/redeemHandoff/abc'],
    ['huge link token', `/api/user/redeemHandoff/${'a'.repeat(5_000)}`],
  ])('%s → 4xx with {message, code}', async (_name, url) => {
    const answer = await app.inject({ method: 'POST', url });
    expectErrorShape(answer.statusCode, answer.json());
  });

  it('does not let a __proto__ key change what the server stores', async () => {
    const email = `proto-${Date.now()}@example.com`;
    const answer = await app.inject({
      method: 'POST',
      url: '/api/applicant/apply',
      ...json(
        JSON.stringify({ ...buildApplication({ email }), roles: 'ADMIN' }).replace(
          '{',
          '{"__proto__":{"role":"ADMIN"},',
        ),
      ),
    });
    expect(answer.statusCode).toBe(400);
  });
});

describe('addresses Fastify refuses before any hook', () => {
  it.each([
    [
      'an over-long path value',
      `/api/elder/getApplicantByEmail/${'a'.repeat(9_000)}@example.com`,
      414,
      'URI_TOO_LONG',
    ],
    ['a broken percent-encoding', '/api/elder/getApplicantByEmail/%E0%A4%A', 400, 'VALIDATION_FAILED'],
  ])('answers %s in the error shape with the security headers', async (_name, url, status, code) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, message: expect.any(String) });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends a followed link with a broken percent-encoding on with its percent signs taken literally', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({
        method,
        url: '/createPassword/abc%E0%A4%A?x=%',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/createPassword/abc%25E0%25A4%25A?x=%25');
    }
    // Never to another site.
    const away = await app.inject({
      method: 'GET',
      url: '//evil.example/%E0',
      headers: { accept: 'text/html' },
    });
    expect(away.headers.location).toBe('/evil.example/%25E0');
    // A call of the API (no page asked for) still gets the error.
    expect((await app.inject({ method: 'GET', url: '/createPassword/abc%E0%A4%A' })).statusCode).toBe(400);
  });
});

describe("Fastify's own refusals, in the catalogue's words", () => {
  it('names a content type no route reads, keeping Fastify’s status and code', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/applicant/apply',
      payload: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toEqual({
      message: unsupportedContentTypeMessage,
      code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    });
  });

  it('refuses a multipart body on a call that takes no file, naming the type', async () => {
    // Multipart is read by the three upload calls alone (endpoint-route.ts): the others refuse it
    // before their schema, as any type they do not read.
    const boundary = 'intake-boundary';
    const answer = await app.inject({
      method: 'POST',
      url: '/api/applicant/apply',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toEqual({
      message: unsupportedContentTypeMessage,
      code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    });
  });

  it('answers a body over the limit with the spec’s sentence', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/applicant/apply',
      payload: { ...valid, firstName: 'A'.repeat(1_100_000) },
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ message: messages.bodyTooLarge, code: errorCodes.tooLarge });
  });
});
