import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface ChangeListener {
  onNotification(payload: string): void;
  /** False while notifications may be missed (connecting, connection lost); true once listening again. */
  onListening(listening: boolean): void;
}

export interface ChangeFeed {
  stop(): Promise<void>;
  /**
   * Resolves once every process listening on the channel has heard every change this process
   * committed before the call (or after `FLUSH_TIMEOUT_MS`, if one of them does not answer).
   */
  flush(): Promise<void>;
}

const RETRY_MS = 1_000;
const FLUSH_TIMEOUT_MS = 2_000;
/** How the listening connections are told apart in pg_stat_activity, to count who must answer a flush. */
export const LISTENER_NAME = 'intake-change-listener';

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), reconnecting
 * after a loss. Resolves after the first attempt, listening or not.
 *
 * A flush is a round of the same channel: 'flush:<id>' goes out, and each listener answers
 * 'heard:<id>' once it has passed on everything before it (a channel delivers in commit order).
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  listener: ChangeListener,
): Promise<ChangeFeed> {
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const flushes = new Map<string, { awaited: number; done: () => void }>();

  const scheduleRetry = () => {
    if (!stopped) retry = setTimeout(attempt, RETRY_MS).unref();
  };

  function onPayload(client: pg.Client, payload: string) {
    if (payload.startsWith('flush:')) {
      client.query('select pg_notify($1, $2)', [channel, `heard:${payload.slice(6)}`]).catch(() => {});
    } else if (payload.startsWith('heard:')) {
      const flush = flushes.get(payload.slice(6));
      if (flush && --flush.awaited <= 0) flush.done();
    } else {
      listener.onNotification(payload);
    }
  }

  async function attempt() {
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      application_name: LISTENER_NAME,
    });
    client.on('error', () => {}); // 'end' follows, and handles it
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch {
      client.end().catch(() => {});
      scheduleRetry();
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(client, message.payload ?? '');
    });
    client.once('end', () => {
      current = undefined;
      listener.onListening(false);
      scheduleRetry();
    });
    current = client;
    listener.onListening(true);
  }

  async function flush() {
    const client = current;
    if (!client) return;
    const id = randomUUID();
    const { rows } = await client.query<{ listeners: number }>(
      'select count(*)::int as listeners from pg_stat_activity where application_name = $1 and datname = current_database()',
      [LISTENER_NAME],
    );
    const heard = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, FLUSH_TIMEOUT_MS);
      flushes.set(id, {
        awaited: rows[0]?.listeners ?? 0,
        done: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
    await client.query('select pg_notify($1, $2)', [channel, `flush:${id}`]);
    await heard.finally(() => flushes.delete(id));
  }

  await attempt();
  return {
    flush: () => flush().catch(() => {}),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      if (client) {
        client.removeAllListeners('end');
        listener.onListening(false);
        await client.end().catch(() => {});
      }
    },
  };
}
