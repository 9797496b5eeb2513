import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { errorCodes, messages } from '@intake/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.ts';

const helmetOptions = (https: boolean): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine sets style attributes at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // Only where the portal is served over HTTPS: on a plain-HTTP address it would break every asset.
      upgradeInsecureRequests: https ? [] : null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // RFC 6797 7.2: never over plain HTTP, where a browser ignores it anyway (docs/deploy.md).
  strictTransportSecurity: https,
});

/**
 * Helmet's headers, worked out once: @fastify/helmet rebuilds helmet on every request, which
 * cost a third of the API's throughput.
 */
function pageHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(helmetOptions(https))({} as never, response as never, () => {});
  return headers;
}

/**
 * JSON answers are never rendered as pages, so they carry the set OWASP's REST Security Cheat Sheet
 * gives for all API answers: nothing may frame them, sniff them, or keep them in a cache, and
 * (over HTTPS) the browser keeps to HTTPS. Each header costs every call its processing
 * (issue 27.4), so none is sent that cannot act on a JSON answer: a referrer policy governs the
 * requests of a rendered document, and a resource policy guards credentials the browser attaches
 * itself, which the API never takes (a bearer token only, no cookie). Decision 0102.
 */
function apiHeaders(page: Record<string, string>): Record<string, string> {
  return {
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...(page['strict-transport-security']
      ? { 'strict-transport-security': page['strict-transport-security'] }
      : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/** The security headers for an address: the API's short set, or the page set (the SPA, the API docs). */
export function securityHeaders(https: boolean): (url: string) => Record<string, string> {
  const page = pageHeaders(https);
  const api = apiHeaders(page);
  return (url) => (url.startsWith('/api/') && !url.startsWith('/api/docs') ? api : page);
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Route config for the calls a visitor can hammer (login, apply, reset …): RATE_LIMIT_PER_MINUTE
     * per address, and RATE_LIMIT_PER_ACCOUNT_PER_MINUTE per account from one address (accountOf).
     */
    perAddressLimit: { rateLimit: { max: number; timeWindow: string } };
  }
}

/**
 * The account a limited call is about: the signed-in user, else the e-mail or the e-mailed link
 * token it names (path or body). Hashed: the counters (in Redis too) hold no e-mail addresses.
 */
function accountOf(request: FastifyRequest): string | undefined {
  const named = (source: unknown, keys: string[]) => {
    if (!source || typeof source !== 'object') return undefined;
    const value = keys
      .map((key) => (source as Record<string, unknown>)[key])
      .find((v) => typeof v === 'string' && v);
    return value as string | undefined;
  };
  const account = request.principal
    ? `user:${request.principal.userId}`
    : (named(request.params, ['email', 'token', 'user']) ?? named(request.body, ['email', 'mfaToken']));
  if (!account) return undefined;
  return createHash('sha256').update(account.trim().toLowerCase()).digest('base64url');
}

/** Security headers with a CSP that fits the built SPA, and per-route rate limits. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const headersFor = securityHeaders(app.config.publicUrl.startsWith('https:'));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url));
    done();
  });
  const addressLimit = { rateLimit: { max: app.config.rateLimitPerMinute, timeWindow: '1 minute' } };
  app.decorate('perAddressLimit', addressLimit);
  // With REDIS_URL the counters are shared by every portal process behind the load balancer
  // (the per-address limits and the per-user export limit alike); without it, in this process's memory.
  let redis: Redis | undefined;
  if (app.config.redisUrl) {
    // No offline queue: while Redis is away a count fails at once (and is skipped) instead of
    // holding the request until a reconnect.
    redis = new Redis(app.config.redisUrl, {
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    let down = false;
    redis.on('error', (error) => {
      if (!down)
        app.log.warn({ err: error }, 'Redis for rate limits is unreachable; not limiting until it is back');
      down = true;
    });
    redis.on('ready', () => {
      if (down) app.log.info('Redis for rate limits is back');
      down = false;
    });
    const client = redis;
    // Start counting in Redis from the first request: wait (2 s at most) for the connection.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2000);
      client.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? {
          redis,
          nameSpace: `${app.config.redisPrefix}rate-limit:`,
          // An unreachable Redis lets calls through (logged above) rather than refusing every login.
          skipOnError: true,
        }
      : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: messages.rateLimited,
      code: errorCodes.rateLimited,
      details: { retryAfterSeconds: Math.ceil(context.ttl / 1000) },
    }),
  });

  // The per-address limit is high enough for a school or a carrier's shared address; one account
  // is protected by a second, lower count of the calls naming it from one address (ASVS 6.3.1).
  // Keyed by address too, so that nobody elsewhere can lock an account's owner out (6.1.1):
  // guesses at one account from many addresses are the login throttle's (login-throttle.service.ts).
  const countForAccount = app.createRateLimit({
    max: app.config.rateLimitPerAccountPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) =>
      `account:${request.routeOptions.method} ${request.routeOptions.url}:${accountOf(request)}:${request.ip}`,
  });
  const accountLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!accountOf(request)) return;
    const count = await countForAccount(request);
    if (count.isAllowed || !count.isExceeded) return;
    const retryAfterSeconds = Math.max(1, count.ttlInSeconds);
    reply.header('retry-after', String(retryAfterSeconds));
    throw new AppError(429, errorCodes.rateLimited, messages.rateLimited, { retryAfterSeconds });
  };
  // Added to every route that takes the per-address limit; a preHandler, so the body is parsed
  // and the session known.
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit !== addressLimit.rateLimit) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), accountLimit] as typeof route.preHandler;
  });
});
