import { redirectLinkParamsSchema } from '@intake/contracts';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { accessRules } from '../../src/access-rules.ts';
import {
  type ApiRoute,
  buildOwnApp,
  createFixtures,
  databaseFingerprint,
  type Fixtures,
  fillPath,
  headersOf,
  type OwnApp,
  type PrincipalName,
  pathParams,
  sampleRequest,
} from './harness.ts';

/**
 * Property-based bad input (issue 8 item 2): every API route that takes a body, a query or path
 * parameters gets RUNS generated malformed requests — wrong types, missing and extra fields, huge
 * strings, deep nesting, invalid JSON, wrong content types, __proto__ and constructor keys, SQL and
 * HTML fragments, odd unicode, very long path segments. Each must be refused with a 4xx in the one
 * error shape, and the database must be as it was. Seeds are fixed: a failure names its seed and
 * path, and `fc.assert` replays it.
 */
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 200);
const SEED = 20_250_808;
const BODY_LIMIT = 1024 * 1024;

let app: FastifyInstance;
let fx: Fixtures;
let routes: OwnApp['routes'];
beforeAll(async () => {
  ({ app, routes } = await buildOwnApp());
  fx = await createFixtures(app);
});
afterAll(() => app?.close());

const fragments = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '1; SELECT pg_sleep(1)',
  "admin'--",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  ['$', '{7*7}'].join(''),
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\u202e\u0644\u0627',
  '𝕏𝕐ℤ',
  '🙂'.repeat(20),
  'e\u0301'.repeat(10),
  '\ud800',
  '\r\nSet-Cookie: a=b',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '__proto__',
  'constructor',
];

const junkString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...fragments) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((s) => s.repeat(300)) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '\t', '0', 'true', 'a@', '@b', 'x@y') },
);

/** Nested arrays or objects `depth` deep. */
const deep = fc
  .tuple(fc.integer({ min: 50, max: 3000 }), fc.boolean())
  .map(([depth, arrays]) =>
    JSON.parse(
      arrays ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    ),
  );

const poisoned = fc.constantFrom(
  JSON.parse('{"__proto__":{"role":"ADMIN","isAdmin":true}}'),
  JSON.parse('{"constructor":{"prototype":{"role":"ADMIN"}}}'),
  JSON.parse('{"__proto__":null}'),
);

const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  junkString,
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(junkString, { maxLength: 5 }),
  fc.dictionary(junkString, junkString, { maxKeys: 4 }),
  deep,
  poisoned,
);

type Mutation =
  | { kind: 'invalid-json'; text: string }
  | { kind: 'content-type'; type: string; text: string }
  | { kind: 'oversized'; bytes: number }
  | { kind: 'multipart'; text: string }
  | {
      kind: 'values';
      path: Record<string, string>;
      query: Record<string, unknown>;
      body: unknown;
      raw?: string;
      /** Text the database cannot hold (a NUL, a lone surrogate) in an otherwise valid request. */
      unstorable?: boolean;
    };

const notJson = (text: string) => {
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
};

const invalidJson = fc
  .oneof(
    fc.constantFrom(
      '{',
      '{"a":',
      '{"a":1,}',
      "{'a':1}",
      '[1,2',
      'nul',
      '{"a":undefined}',
      '\u0000',
      '{"a":1}{"b":2}',
    ),
    fc.string({ maxLength: 40 }).map((s) => `{${s}`),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
  )
  .filter(notJson);

const wrongContentType = fc.record({
  type: fc.constantFrom(
    'text/plain',
    'application/xml',
    'application/x-www-form-urlencoded',
    'text/html',
    'application/javascript',
    'image/png',
    'application/json-patch+json; charset=utf-7',
  ),
  text: fc.oneof(junkString, fc.constant('role=ADMIN&email=x')),
});

/** The object keys a zod schema declares, through optional, nullable, default and pipe wrappers. */
function shapeKeys(schema: ZodType | undefined): string[] {
  let current = schema as unknown as
    | { def?: Record<string, unknown>; shape?: Record<string, unknown> }
    | undefined;
  for (let i = 0; i < 10 && current; i += 1) {
    if (current.shape) return Object.keys(current.shape);
    const def = current.def ?? {};
    current = (def.innerType ?? def.in ?? def.schema) as typeof current;
  }
  return [];
}

const setKey = (target: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

function sampleParts(route: ApiRoute) {
  const request = sampleRequest(fx, route, 'anonymous');
  const path = Object.fromEntries(
    pathParams(route.path).map((name) => {
      const value = fillPath(fx, { ...route, path: `/${name === '*' ? '*' : `:${name}`}` });
      return [name, name === '*' ? value.slice(1) : decodeURIComponent(value.slice(1))];
    }),
  );
  const body = request.payload && !Buffer.isBuffer(request.payload) ? request.payload : undefined;
  return { path, query: (request.query ?? {}) as Record<string, unknown>, body };
}

/** Value mutations: corrupt path parameters, the query and the body, and add poisoned keys. */
function valueMutation(route: ApiRoute): fc.Arbitrary<Mutation> {
  const base = sampleParts(route);
  const pathNames = Object.keys(base.path);
  const queryKeys = [...new Set([...shapeKeys(route.schema.querystring), ...Object.keys(base.query)])];
  const bodyKeys = [
    ...new Set([...shapeKeys(route.schema.body), ...Object.keys((base.body ?? {}) as object)]),
  ];
  const hasBody = route.schema.body !== undefined;
  return fc
    .record({
      // An empty segment would name another route; the rest is fair game.
      pathEdits: fc.array(
        fc.tuple(
          fc.constantFrom('', ...pathNames),
          junkString.filter((v) => v !== ''),
        ),
        {
          maxLength: 2,
        },
      ),
      queryEdits: fc.array(
        fc.tuple(
          fc.constantFrom('role', '__proto__', 'constructor', ...queryKeys),
          fc.oneof(junkString, fc.array(junkString, { maxLength: 3 })),
        ),
        { maxLength: 3 },
      ),
      queryDrop: fc.subarray(queryKeys),
      bodyMode: fc.constantFrom('fields', 'fields', 'fields', 'whole', 'drop'),
      bodyEdits: fc.array(
        fc.tuple(
          fc.constantFrom('role', 'applicationStatus', '__proto__', 'constructor', ...bodyKeys),
          junkValue,
        ),
        { minLength: 1, maxLength: 4 },
      ),
      bodyDrop: fc.subarray(bodyKeys),
      wholeBody: junkValue,
      huge: fc.option(fc.integer({ min: 100_000, max: BODY_LIMIT - 2_000 }), { freq: 40 }),
    })
    .map((m): Mutation => {
      const path = { ...base.path };
      for (const [name, value] of m.pathEdits) if (name) path[name] = value;
      const query: Record<string, unknown> = { ...base.query };
      for (const key of m.queryDrop) delete query[key];
      for (const [key, value] of m.queryEdits) setKey(query, key, value);
      let body: unknown;
      if (hasBody) {
        if (m.bodyMode === 'whole') body = m.wholeBody;
        else {
          const object: Record<string, unknown> = { ...((base.body ?? {}) as object) };
          if (m.bodyMode === 'drop') for (const key of m.bodyDrop) delete object[key];
          for (const [key, value] of m.bodyEdits) setKey(object, key, value);
          if (m.huge !== null) setKey(object, bodyKeys[0] ?? 'note', 'x'.repeat(m.huge));
          body = object;
        }
      }
      return { kind: 'values', path, query, body };
    });
}

/** A NUL or half a surrogate pair, alone or inside other text. */
const unstorableText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\u0000\u0000', '\ud800', '\udfff', '\udbff\u0000'),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, bad, after]) => `${before}${bad}${after}`);

/**
 * The route's own valid request with one path parameter, query value or body field (or key) made
 * text the database cannot hold. A path or query travels as UTF-8, which has no lone surrogates:
 * there it is a NUL.
 */
function unstorableMutation(route: ApiRoute): fc.Arbitrary<Mutation> | undefined {
  const base = sampleParts(route);
  const targets: (readonly ['path' | 'query' | 'body' | 'key', string])[] = [
    ...Object.keys(base.path)
      .filter((name) => name !== '*')
      .map((name) => ['path', name] as const),
    ...[...new Set([...shapeKeys(route.schema.querystring), ...Object.keys(base.query)])].map(
      (key) => ['query', key] as const,
    ),
  ];
  if (route.schema.body !== undefined) {
    const bodyKeys = [
      ...new Set([...shapeKeys(route.schema.body), ...Object.keys((base.body ?? {}) as object)]),
    ];
    targets.push(...bodyKeys.map((key) => ['body', key] as const), ['key', '']);
  }
  if (targets.length === 0) return undefined;
  return fc.record({ target: fc.constantFrom(...targets), text: unstorableText }).map(({ target, text }) => {
    const [where, name] = target;
    const path = { ...base.path };
    const query: Record<string, unknown> = { ...base.query };
    const body: Record<string, unknown> = { ...((base.body ?? {}) as object) };
    const inUrl = text.replace(/[\ud800-\udfff]/g, '\u0000');
    if (where === 'path') path[name] = inUrl;
    else if (where === 'query') setKey(query, name, inUrl);
    else if (where === 'body') setKey(body, name, text);
    else setKey(body, text, 'x');
    return {
      kind: 'values',
      path,
      query,
      body: route.schema.body !== undefined ? body : undefined,
      unstorable: true,
    };
  });
}

/** The query as the server parses it: an empty list is no key, a list of one is that one value. */
function asServerSees(query: Record<string, unknown>) {
  const seen: Record<string, unknown> = {};
  for (const key of Object.keys(query)) {
    const value = query[key];
    if (Array.isArray(value) && value.length === 0) continue;
    setKey(seen, key, Array.isArray(value) && value.length === 1 ? value[0] : value);
  }
  return seen;
}

const parses = (schema: ZodType | undefined, value: unknown) => !schema || schema.safeParse(value).success;

/** True when the route's own schemas would accept the request: then it is not bad input. */
function acceptable(route: ApiRoute, m: Extract<Mutation, { kind: 'values' }>) {
  const params = Object.fromEntries(Object.entries(m.path).filter(([name]) => name !== '*'));
  if (Object.keys(params).length && !parses(route.schema.params, params)) return false;
  if (!parses(route.schema.querystring, asServerSees(m.query))) return false;
  if (route.schema.body && !parses(route.schema.body, m.body)) return false;
  return true;
}

/**
 * Makes a generated request that the route would accept into one it must refuse: a body of the
 * wrong kind, else every path parameter and query value far too long.
 */
function corrupt(route: ApiRoute, m: Extract<Mutation, { kind: 'values' }>) {
  const long = 'x'.repeat(5_000);
  if (route.schema.body !== undefined) {
    m.body = [m.body ?? null];
    return;
  }
  for (const name of Object.keys(m.path)) if (name !== '*') m.path[name] = long;
  for (const key of shapeKeys(route.schema.querystring)) setKey(m.query, key, long);
}

const BODY_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
/** The uploads: their body is multipart, read by the handler rather than a schema. */
const MULTIPART_ROUTES = new Set(['POST /api/files', 'POST /api/admin/registerApplicantsViaCSV']);

function mutations(route: ApiRoute): fc.Arbitrary<Mutation> {
  const takesBody = BODY_METHODS.has(route.method);
  const kinds: fc.WeightedArbitrary<Mutation>[] = [{ weight: 10, arbitrary: valueMutation(route) }];
  const unstorable = unstorableMutation(route);
  if (unstorable) kinds.push({ weight: 4, arbitrary: unstorable });
  if (takesBody) {
    // A route without a body ignores a body it can parse; invalid JSON and an oversized body are
    // refused before any route sees them.
    kinds.push(
      { weight: 2, arbitrary: invalidJson.map((text) => ({ kind: 'invalid-json', text }) as const) },
      {
        weight: 1,
        arbitrary: fc
          .integer({ min: BODY_LIMIT + 1, max: BODY_LIMIT + 200_000 })
          .map((bytes) => ({ kind: 'oversized', bytes }) as const),
      },
    );
  }
  if (route.schema.body !== undefined) {
    kinds.push({
      weight: 2,
      arbitrary: wrongContentType.map((c) => ({ kind: 'content-type', ...c }) as const),
    });
  }
  if (MULTIPART_ROUTES.has(route.key)) {
    kinds.push({
      weight: 3,
      arbitrary: fc
        .oneof(junkString, fc.constant('--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc'))
        .map((text) => ({ kind: 'multipart', text }) as const),
    });
  }
  return fc.oneof(...kinds);
}

/** Who sends the bad input: someone the route lets in, so nothing but the input is wrong. */
function callerFor(route: ApiRoute): PrincipalName {
  const allow = accessRules[route.key]?.allow;
  if (!allow || allow === 'public' || allow === 'link-token') return 'anonymous';
  if (allow === 'signed-in' || allow.includes('APPLICANT')) return 'owner';
  if (allow.includes('ADMIN')) return 'admin';
  return allow.includes('ELDER') ? 'elder' : 'sponsor';
}

function toRequest(route: ApiRoute, m: Mutation, headers: Record<string, string>): InjectOptions {
  const base = sampleRequest(fx, route, 'anonymous');
  const method = route.method as InjectOptions['method'];
  switch (m.kind) {
    case 'invalid-json':
      return {
        method,
        url: base.url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: m.text,
      };
    case 'content-type':
      return { method, url: base.url, headers: { ...headers, 'content-type': m.type }, payload: m.text };
    case 'oversized':
      return {
        method,
        url: base.url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ a: 'x'.repeat(m.bytes) }),
      };
    case 'multipart':
      return {
        method,
        url: base.url,
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
        payload: m.text,
      };
    case 'values': {
      const url = fillPath(fx, route, m.path);
      const request: InjectOptions = {
        method,
        url,
        query: m.query as InjectOptions['query'],
        headers: { ...headers },
      };
      if (route.schema.body !== undefined && m.body !== undefined) {
        request.payload = JSON.stringify(m.body);
        request.headers = { ...headers, 'content-type': 'application/json' };
      }
      return request;
    }
  }
}

const describeInput = (m: Mutation) =>
  JSON.stringify(m, (_key, value) =>
    typeof value === 'string' && value.length > 120 ? `${value.slice(0, 60)}…(${value.length})` : value,
  ).slice(0, 600);

/**
 * The e-mail link routes that only redirect take any text and answer every input with a page
 * (issue 18.18, plugins/email-link-pages.ts); mail/email-links.test.ts opens them garbled instead.
 */
const fuzzed = () =>
  routes.api.filter(
    (route) =>
      route.schema.params !== redirectLinkParamsSchema &&
      (route.schema.params !== undefined ||
        route.schema.querystring !== undefined ||
        route.schema.body !== undefined ||
        (BODY_METHODS.has(route.method) && route.key in accessRules)),
  );

const totals = {
  routes: 0,
  inputs: 0,
  fiveHundreds: 0,
  /** Requests with a NUL or a lone surrogate in one text, and the 5xx among their answers. */
  unstorable: 0,
  unstorableFiveHundreds: 0,
  validSkipped: 0,
  byStatus: {} as Record<number, number>,
};

describe('bad input', () => {
  it('answers a cut-off multipart upload with 400, not 500', async () => {
    for (const url of ['/api/files', '/api/admin/registerApplicantsViaCSV']) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { ...fx.admin.headers, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc',
      });
      expect(`${url} ${response.statusCode} ${response.json().code}`).toBe(`${url} 400 MALFORMED_UPLOAD`);
    }
  });

  it('never gives a 5xx, always answers 4xx in the error shape, and changes nothing', async () => {
    const failures: string[] = [];
    for (const [index, route] of fuzzed().entries()) {
      const headers = headersOf(fx, callerFor(route));
      const before = await databaseFingerprint(app);
      let tried = 0;
      const result = await fc.check(
        fc.asyncProperty(mutations(route), async (m) => {
          if (m.kind === 'values' && !m.unstorable && acceptable(route, m)) {
            corrupt(route, m);
            if (acceptable(route, m)) {
              totals.validSkipped += 1;
              fc.pre(false);
            }
          }
          tried += 1;
          const response = await app.inject(toRequest(route, m, headers));
          const status = response.statusCode;
          totals.byStatus[status] = (totals.byStatus[status] ?? 0) + 1;
          if (status >= 500) totals.fiveHundreds += 1;
          if (m.kind === 'values' && m.unstorable) {
            totals.unstorable += 1;
            if (status >= 500) totals.unstorableFiveHundreds += 1;
          }
          if (status < 400 || status >= 500)
            throw new Error(`status ${status}: ${response.body.slice(0, 200)}`);
          let body: { message?: unknown; code?: unknown };
          try {
            body = response.json();
          } catch {
            throw new Error(`status ${status}, not JSON: ${response.body.slice(0, 200)}`);
          }
          if (typeof body.message !== 'string' || typeof body.code !== 'string') {
            throw new Error(`status ${status}, not the error shape: ${response.body.slice(0, 200)}`);
          }
        }),
        { numRuns: RUNS, seed: SEED + index, maxSkipsPerRun: 1_000, endOnFailure: true },
      );
      totals.routes += 1;
      totals.inputs += tried;
      if (result.failed) {
        const counterexample = result.counterexample?.[0] as Mutation | undefined;
        failures.push(
          `${route.key} (seed ${SEED + index}, path ${result.counterexamplePath}): ${String((result.errorInstance as Error | undefined)?.message ?? result.errorInstance)} — input ${counterexample ? describeInput(counterexample) : '?'}`,
        );
      } else if (result.numRuns < RUNS) {
        failures.push(`${route.key}: only ${result.numRuns} malformed inputs were generated`);
      }
      const after = await databaseFingerprint(app);
      if (JSON.stringify(after) !== JSON.stringify(before)) {
        const changed = Object.keys(after).filter((key) => after[key] !== before[key]);
        failures.push(`${route.key}: the database changed (${changed.join(', ')})`);
      }
    }
    console.info(
      `bad input: ${totals.routes} routes, ${totals.inputs} malformed inputs tried (${RUNS} a route), ` +
        `${totals.fiveHundreds} 5xx seen; ${totals.unstorable} with a NUL or lone surrogate in one text ` +
        `(${totals.unstorableFiveHundreds} 5xx); answers ${JSON.stringify(totals.byStatus)}; ` +
        `${totals.validSkipped} generated inputs were valid by the route's own schema and not sent`,
    );
    if (failures.length) console.error(`bad input failures:\n${failures.join('\n')}`);
    expect(failures).toEqual([]);
    expect(totals.fiveHundreds).toBe(0);
  }, 600_000);
});
