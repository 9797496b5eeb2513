import { messages } from '@intake/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error.ts';

/**
 * A NUL (PostgreSQL refuses it in text: a 500), or half of a surrogate pair (not Unicode: the
 * driver would store U+FFFD instead of what was sent).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL is what this looks for.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The dotted path of the first string (value or key) in `value` that cannot be stored, if any. */
export function unstorableTextPath(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  // Iterative: a body may nest thousands of levels deep.
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (UNSTORABLE.test(key)) return itemPath;
        pending.push([item, itemPath]);
      }
    }
  }
  return undefined;
}

const PARTS = ['params', 'querystring', 'body'] as const;
const partOf = (request: FastifyRequest, part: (typeof PARTS)[number]) =>
  part === 'querystring' ? request.query : request[part];

/**
 * Every route's path parameters, query and JSON body are checked for text that cannot be stored
 * before the route's own schema sees them: one guard here rather than a rule on each of the ~175
 * string fields of the contracts, so a field added tomorrow is covered too. Runs after the
 * authorizer (onRequest), so outsiders still get 401/403 first. Multipart uploads are read by
 * their handlers and checked there.
 */
export const inputTextPlugin = fp(async (app: FastifyInstance) => {
  // A hook with a callback, not async: it runs on every call, and a promise per call costs reads
  // their throughput (issue 27.4).
  app.addHook('preValidation', (request, _reply, done) => {
    // An address no route answers stores nothing: a page (an e-mail link's) is served as it is.
    if (request.is404) return done();
    // Path and query are read from the address, where Node refuses any byte but printable ASCII:
    // only a percent-escape can put such text in them.
    const fromAddress = request.url.includes('%');
    for (const part of PARTS) {
      if (part !== 'body' && !fromAddress) continue;
      const path = unstorableTextPath(partOf(request, part));
      if (path !== undefined) {
        return done(
          badRequest(messages.invalidText, { in: part, issues: [{ path, message: messages.invalidText }] }),
        );
      }
    }
    done();
  });
});
