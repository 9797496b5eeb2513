import type { ChangeListener } from '../db/listen.ts';

interface Entry<V> {
  value: V;
  leavesAt: number;
}

/**
 * A map with a size bound (the oldest entry goes first) and an age bound. Each entry leaves at a
 * time drawn between (1 − spread) × maxAgeMs and maxAgeMs after it was stored, so that entries
 * stored together (a room of test-takers arriving) are not all read again at the same moment.
 */
export class BoundedCache<V> {
  readonly #entries = new Map<string, Entry<V>>();

  constructor(
    private readonly maxEntries: number,
    private readonly maxAgeMs: number,
    private readonly spread = 0,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (now > entry.leavesAt) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, now = Date.now()) {
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, leavesAt: now + this.maxAgeMs * (1 - this.spread * Math.random()) });
  }

  delete(key: string) {
    this.#entries.delete(key);
  }

  deleteWhere(matches: (value: V) => boolean) {
    for (const [key, entry] of this.#entries) if (matches(entry.value)) this.#entries.delete(key);
  }

  clear() {
    this.#entries.clear();
  }

  get size() {
    return this.#entries.size;
  }
}

function freezeDeep<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) freezeDeep(inner);
    Object.freeze(value);
  }
  return value;
}

/** What a cached session answers for: its user and the bounds it was checked against. */
export interface CachedSession<P> {
  principal: P;
  userId: string;
  sessionId: string;
  tokenExpiresAt: number;
  sessionExpiresAt: number;
  lastSeenAt: number;
}

const MAX_ENTRIES = 20_000;
// A backstop only: changes arrive as notifications within milliseconds.
const MAX_AGE_MS = 30_000;
// Between 22.5 and 30 s: a test room's 3,000 sessions, stored in the waves the takers arrived in,
// came back as bursts of hundreds of session reads a second every 30 s (issue 27.2).
const AGE_SPREAD = 0.25;

/**
 * Sessions (by access token) and users' own data (by user id), kept only while the database's
 * change notifications are heard, and dropped as they arrive (0014_change_notifications.sql).
 * A read that began before a change must not store what it read: `generation` tells.
 */
export class ReadCache<P, U> implements ChangeListener {
  readonly sessions = new BoundedCache<CachedSession<P>>(MAX_ENTRIES, MAX_AGE_MS, AGE_SPREAD);
  readonly users = new BoundedCache<U>(MAX_ENTRIES, MAX_AGE_MS, AGE_SPREAD);
  #listening = false;
  #generation = 0;
  // Moves with #generation and also on each of this process's own writes (forgetUser), which
  // change users' data but never a session: a session read is not thrown away for them.
  #userGeneration = 0;

  /** Taken before a database read of a session; pass it back to store what was read. */
  get generation() {
    return this.#generation;
  }

  /** Taken before a database read of a user's own data; pass it back to store what was read. */
  get userGeneration() {
    return this.#userGeneration;
  }

  storeSession(token: string, session: CachedSession<P>, generation: number) {
    if (this.#listening && generation === this.#generation) this.sessions.set(token, session);
  }

  /** Stores `user` frozen, so that it can be handed to every request that asks (and its JSON kept). */
  storeUser(userId: string, user: U, generation: number) {
    if (this.#listening && generation === this.#userGeneration) this.users.set(userId, freezeDeep(user));
  }

  /** Forgets a user's own data (not their sessions), and what reads begun before now would store. */
  forgetUser(userId: string) {
    this.#userGeneration += 1;
    this.users.delete(userId);
  }

  clear() {
    this.#generation += 1;
    this.#userGeneration += 1;
    this.sessions.clear();
    this.users.clear();
  }

  onListening(listening: boolean) {
    this.#listening = listening;
    this.clear();
  }

  onNotification(payload: string) {
    this.#generation += 1;
    this.#userGeneration += 1;
    const separator = payload.indexOf(':');
    const table = payload.slice(0, separator);
    const ids = payload.slice(separator + 1);
    if (table === 'cohorts') {
      this.users.clear();
      return;
    }
    if (ids === '*' || separator < 0) {
      this.clear();
      return;
    }
    const changed = new Set(ids.split(','));
    if (table === 'users') {
      for (const id of changed) this.users.delete(id);
      this.sessions.deleteWhere((session) => changed.has(session.userId));
    } else if (table === 'sessions') {
      this.sessions.deleteWhere((session) => changed.has(session.sessionId));
    } else {
      this.clear();
    }
  }
}
