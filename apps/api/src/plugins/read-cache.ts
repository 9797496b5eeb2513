import type { UserData } from '@intake/contracts';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ReadCache } from '../lib/read-cache.ts';
import { onlyReads } from '../lib/route-methods.ts';
import type { Principal } from './auth.ts';

/** The channel 0014_change_notifications.sql notifies on. */
const CHANGES_CHANNEL = 'intake_changes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions and users' own data, dropped as the database reports changes to them. */
    readCache: ReadCache<Principal, UserData>;
    /**
     * Resolves once every portal process has heard of the changes this one committed before the
     * call: after a logout, a suspension or a password change, which end sessions everywhere at once.
     */
    spreadChanges(): Promise<void>;
  }
}

export const readCachePlugin = fp(async (app: FastifyInstance) => {
  const cache = new ReadCache<Principal, UserData>();
  app.decorate('readCache', cache);
  const feed = await app.database.listen(CHANGES_CHANNEL, cache);
  app.decorate('spreadChanges', () => feed.flush());
  app.addHook('onClose', () => feed.stop());
  // A change made by this process is forgotten before its answer leaves, so the caller's next
  // request sees it even if the notification is still on its way. Only on routes that may write:
  // a hook on every route would cost every read. A signed-in caller's write forgets the caller's
  // own data only: forgetting everyone's made each of 3,000 test-takers' autosaves cost every
  // other taker's next request a token check and a session query (decision 0095). What it changes
  // of anyone else arrives as a notification, as a change made by another process does; whatever
  // ends a session (logout, suspension, role or password change) waits for that (spreadChanges).
  const forgetOnWrite: onSendHookHandler = (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      if (request.principal) cache.forgetUser(request.principal.userId);
      else cache.clear();
    }
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if (onlyReads(route.method)) return;
    route.onSend = [forgetOnWrite, ...[route.onSend ?? []].flat()];
  });
});
