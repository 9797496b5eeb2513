import { Writable } from 'node:stream';
import { defineEndpoint, endpointKey, routePath } from '@intake/contracts';
import { declaredEndpoints } from '@intake/contracts/endpoints';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../test/test-app.ts';
import { accessRules, undeclaredRules } from '../access-rules.ts';
import { registerEndpoint } from './endpoint-route.ts';
import { serializerCompiler } from './serializer.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
};

describe('routes registered from their declarations', () => {
  it('lists every declared call in the OpenAPI document with its schemas, rule and error codes', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    for (const endpoint of declaredEndpoints) {
      const key = endpointKey(endpoint);
      const path = routePath(endpoint.path).replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, key).toBeDefined();
      expect(operation?.summary, key).toBe(endpoint.summary);
      expect(operation?.tags, key).toEqual(endpoint.tags);
      const signedIn = endpoint.access.allow !== 'public' && endpoint.access.allow !== 'link-token';
      expect(Boolean(operation?.security), key).toBe(signedIn);
      for (const code of endpoint.errors) expect(operation?.description, key).toContain(code);
      expect(Object.keys(operation?.responses ?? {}), key).toContain(String(endpoint.status ?? 200));
      // A multipart upload is read by its handler: the document names its content type, not a schema.
      expect(Boolean(operation?.requestBody), key).toBe(Boolean(endpoint.body));
      const inPath = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'path');
      expect(inPath.length, key).toBe([...endpoint.path.matchAll(/:[A-Za-z]+/g)].length);
    }
  });

  it('takes each declared call’s rule from its declaration, and no rule twice', () => {
    for (const endpoint of declaredEndpoints) {
      const key = endpointKey(endpoint);
      expect(
        undeclaredRules,
        `${key} is declared: its rule belongs in the declaration only`,
      ).not.toHaveProperty([key]);
      expect(accessRules[key]).toBe(endpoint.access);
    }
  });

  it('refuses an outsider before reading a malformed body or query', async () => {
    const discountCode = await app.inject({
      method: 'POST',
      url: '/api/summerSchool/discountCode',
      headers: { 'content-type': 'application/json' },
      payload: '[{"code":1}]',
    });
    expect(discountCode.statusCode).toBe(401);
    const changeRole = await app.inject({ method: 'PATCH', url: '/api/admin/changeRole/?newRole=King' });
    expect(changeRole.statusCode).toBe(401);
  });

  it('answers a path the spec writes with a trailing slash at both spellings', async () => {
    for (const url of ['/api/admin/resendEmail/?email=x', '/api/admin/resendEmail?email=x']) {
      expect((await app.inject({ method: 'POST', url })).statusCode, url).toBe(401);
    }
  });
});

describe('a handler that sends its own answer', () => {
  it('is answered once: the reply it returns is not sent again', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const bare = Fastify({ logger: { level: 'warn', stream } });
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    const endpoint = defineEndpoint({
      method: 'GET',
      path: '/api/probe',
      response: z.object({ up: z.boolean() }),
      otherResponses: { 503: z.object({ up: z.boolean() }) },
      access: { allow: 'public' },
      errors: [],
      tags: [],
      summary: 'probe',
    });
    registerEndpoint(bare, endpoint, async (_request, reply) => reply.status(503).send({ up: false }));
    const answer = await bare.inject({ method: 'GET', url: '/api/probe' });
    await bare.close();
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ up: false });
    expect(lines.join('')).not.toMatch(/already sent/);
  });
});

describe('what a declaration may add to its route', () => {
  const bareApp = () => {
    const bare = Fastify({ logger: false });
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    return bare;
  };
  const common = { access: { allow: 'public' }, errors: [], tags: [], summary: 'probe' } as const;

  it('validates the request headers it declares and hands them to the handler', async () => {
    const bare = bareApp();
    const endpoint = defineEndpoint({
      ...common,
      method: 'PATCH',
      path: '/api/probe',
      headers: z.looseObject({ response: z.string().min(3).optional() }),
      response: z.object({ heard: z.string() }),
    });
    registerEndpoint(bare, endpoint, async (request) => ({ heard: request.headers.response ?? 'nothing' }));
    const heard = await bare.inject({ method: 'PATCH', url: '/api/probe', headers: { response: 'secret' } });
    const tooShort = await bare.inject({ method: 'PATCH', url: '/api/probe', headers: { response: 'no' } });
    await bare.close();
    expect(heard.json()).toEqual({ heard: 'secret' });
    expect(tooShort.statusCode).toBe(400);
  });

  it('sends a file its handler answers as it is, with no schema serialising it', async () => {
    const bare = bareApp();
    const endpoint = defineEndpoint({
      ...common,
      method: 'GET',
      path: '/api/probe',
      response: z.unknown(),
      produces: ['application/zip'],
    });
    registerEndpoint(bare, endpoint, async (_request, reply) =>
      reply.type('application/zip').send(Buffer.from([0x50, 0x4b, 3, 4])),
    );
    const answer = await bare.inject({ method: 'GET', url: '/api/probe' });
    await bare.close();
    expect(answer.headers['content-type']).toBe('application/zip');
    expect([...answer.rawPayload]).toEqual([0x50, 0x4b, 3, 4]);
  });

  it('leaves the check to the handler when a body token may stand in for the session', async () => {
    const bare = bareApp();
    const endpoint = defineEndpoint({
      ...common,
      method: 'POST',
      path: '/api/probe',
      body: z.object({ mfaToken: z.string() }),
      response: z.object({ token: z.string() }),
      access: { allow: ['ADMIN'], orToken: { in: 'body', field: 'mfaToken' } },
    });
    // A bare app has no authorize(): registering would fail if the rule's roles were checked first.
    registerEndpoint(bare, endpoint, async (request) => ({ token: request.body.mfaToken }));
    const answer = await bare.inject({ method: 'POST', url: '/api/probe', payload: { mfaToken: 'abc' } });
    await bare.close();
    expect(answer.json()).toEqual({ token: 'abc' });
  });

  it('takes a route config given with the handler in place of the per-address limit', async () => {
    const bare = bareApp();
    const endpoint = defineEndpoint({
      ...common,
      method: 'GET',
      path: '/api/probe',
      response: z.object({ limit: z.number() }),
      rateLimited: true,
    });
    registerEndpoint(
      bare,
      endpoint,
      async (request) => ({
        limit: (request.routeOptions.config as { rateLimit: { max: number } }).rateLimit.max,
      }),
      { config: { rateLimit: { max: 7, timeWindow: '1 minute' } } },
    );
    const answer = await bare.inject({ method: 'GET', url: '/api/probe' });
    await bare.close();
    expect(answer.json()).toEqual({ limit: 7 });
  });
});
