import type { Role, UserData } from '@intake/contracts';
import { messages, staffRoles } from '@intake/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { findLiveSessions, touchSessions } from '../core/sessions.repository.ts';
import { forbidden, unauthenticated } from '../lib/app-error.ts';
import { batchedCalls } from '../lib/batched-calls.ts';

export interface Principal {
  userId: string;
  sessionId: string;
  role: Role;
  email: string;
  firstName: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A hook that admits a live session whose current role is one of `roles` (any role if empty).
     * Given as a route's preHandler, it is run on request (see the onRoute hook below).
     */
    authorize(...roles: Role[]): preHandlerAsyncHookHandler;
    /**
     * As `authorize(...roles)`, and also admits the staff account whose e-mail is the school's
     * finance address (config.financeEmail), whatever its staff role (decision 0083).
     */
    authorizeWithFinance(...roles: Role[]): preHandlerAsyncHookHandler;
    signAccessToken(user: UserData, sessionId: string, expiresAt: Date): Promise<string>;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// last_seen_at is written at most this often, so reads do not each cost a write.
const TOUCH_AFTER_MS = 60_000;

export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthenticated();
  return request.principal;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  const secret = app.config.jwtSecret;
  // A CryptoKey made once: given the raw bytes or a secret KeyObject (which it exports to bytes),
  // jose 6 imports a key on every verification: 11% of the portal's CPU on a test day, whose 3,000
  // sessions each leave the read cache every 30 s (issue 27.2).
  const verificationKey = await crypto.subtle.importKey(
    'raw',
    secret,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  app.decorateRequest('principal', null);

  // `exp` is in whole seconds: rounded up, so that the token never ends before its session, whose
  // own end (checked on every request) is exact. Rounded down, a session could end up to 1 s early.
  app.decorate('signAccessToken', async (user: UserData, sessionId: string, expiresAt: Date) =>
    new SignJWT({ ...user, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(Math.ceil(expiresAt.getTime() / 1000))
      .sign(secret),
  );

  const idleMs = app.config.sessionIdleSeconds * 1000;
  // The sessions looked up, and the uses recorded, at one moment share a statement each. Sessions
  // leave the read cache, and fall due for their once-a-minute use, in the waves they began in (a
  // test room's takers arrive 50 at a time): a query and a pool connection each made bursts of
  // hundreds a second that held the pool from the autosaves, and those waits were a test day's
  // slowest saves (issue 27.2).
  const findLiveSession = batchedCalls(
    async (sessionIds: string[]) => {
      const rows = await findLiveSessions(app.db, sessionIds, app.config.sessionIdleSeconds);
      const byId = new Map(rows.map((row) => [row.sessionId, row]));
      return sessionIds.map((sessionId) => byId.get(sessionId));
    },
    { keyOf: (sessionId) => sessionId, inFlight: 2, maxBatch: 200 },
  );
  const touchSession = batchedCalls(
    async (sessionIds: string[]) => {
      await touchSessions(app.db, sessionIds);
      return sessionIds.map(() => undefined);
    },
    { keyOf: (sessionId) => sessionId, inFlight: 2, maxBatch: 200 },
  );

  /** Records a use of the session at most once a minute; returns its last use as now known. */
  async function touchIfDue(sessionId: string, lastSeenAt: number, now: number) {
    if (now - lastSeenAt <= TOUCH_AFTER_MS) return lastSeenAt;
    await touchSession(sessionId);
    return now;
  }

  async function authenticate(request: FastifyRequest): Promise<Principal> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw unauthenticated();
    const now = Date.now();
    // The role and the session come from the database, or from the read cache, which forgets them
    // as soon as the database reports a change: a suspension, a role change or a logout takes
    // effect on the next request.
    const cached = app.readCache.sessions.get(token, now);
    if (
      cached &&
      now < cached.tokenExpiresAt &&
      now < cached.sessionExpiresAt &&
      now - cached.lastSeenAt < idleMs
    ) {
      // Awaited only when a write is due: a read served from memory waits on nothing (issue 27.4).
      if (now - cached.lastSeenAt > TOUCH_AFTER_MS) {
        cached.lastSeenAt = await touchIfDue(cached.sessionId, cached.lastSeenAt, now);
      }
      return cached.principal;
    }
    const generation = app.readCache.generation;
    let sessionId: string;
    let tokenExpiresAt: number;
    try {
      const { payload } = await jwtVerify(token, verificationKey, { algorithms: ['HS256'] });
      // Signed by us, yet not necessarily a session id (an old or hand-made token): not a query's 500.
      if (typeof payload.sid !== 'string' || !SESSION_ID.test(payload.sid)) throw unauthenticated();
      sessionId = payload.sid;
      tokenExpiresAt = payload.exp === undefined ? Number.POSITIVE_INFINITY : payload.exp * 1000;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw unauthenticated(messages.sessionExpired);
      throw error;
    }
    const session = await findLiveSession(sessionId);
    if (!session) throw unauthenticated(messages.sessionExpired);
    const lastSeenAt = await touchIfDue(sessionId, session.lastSeenAt.getTime(), now);
    const principal: Principal = {
      userId: session.userId,
      sessionId: session.sessionId,
      role: session.role,
      email: session.email,
      firstName: session.firstName,
    };
    app.readCache.storeSession(
      token,
      {
        principal,
        userId: session.userId,
        sessionId: session.sessionId,
        tokenExpiresAt,
        sessionExpiresAt: session.expiresAt.getTime(),
        lastSeenAt,
      },
      generation,
    );
    return principal;
  }

  const authorizers = new WeakSet<object>();
  const admitting = (admits: (principal: Principal) => boolean): preHandlerAsyncHookHandler => {
    const authorizer: preHandlerAsyncHookHandler = async (request) => {
      const principal = await authenticate(request);
      if (principal.role === 'SUSPENDED') throw forbidden(messages.accountSuspended, 'ACCOUNT_SUSPENDED');
      if (!admits(principal)) throw forbidden();
      request.principal = principal;
    };
    authorizers.add(authorizer);
    return authorizer;
  };
  app.decorate('authorize', (...roles: Role[]) =>
    admitting((principal) => roles.length === 0 || roles.includes(principal.role)),
  );
  const financeEmail = app.config.financeEmail?.toLowerCase();
  app.decorate('authorizeWithFinance', (...roles: Role[]) =>
    admitting(
      (principal) =>
        roles.includes(principal.role) ||
        (financeEmail !== undefined &&
          staffRoles.includes(principal.role) &&
          principal.email.toLowerCase() === financeEmail),
    ),
  );

  // Who the caller is comes before what they sent (ASVS 5.0 8.1): an authorizer a route gives as a
  // preHandler runs on request instead, before the body is parsed and the input validated, so that
  // an outsider gets 401/403 and never a 400 that describes the route's input. Done here, once,
  // for every route declared after this plugin.
  app.addHook('onRoute', (route) => {
    const preHandlers = [route.preHandler ?? []].flat();
    const moved = preHandlers.filter((hook) => authorizers.has(hook));
    if (moved.length === 0) return;
    route.preHandler = preHandlers.filter((hook) => !authorizers.has(hook));
    route.onRequest = [...[route.onRequest ?? []].flat(), ...moved] as typeof route.onRequest;
  });
});
