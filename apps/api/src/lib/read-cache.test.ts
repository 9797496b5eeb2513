import { describe, expect, it } from 'vitest';
import { BoundedCache, type CachedSession, ReadCache } from './read-cache.ts';

const session = (userId: string, sessionId: string): CachedSession<string> => ({
  principal: `${userId}/${sessionId}`,
  userId,
  sessionId,
  tokenExpiresAt: Number.POSITIVE_INFINITY,
  sessionExpiresAt: Number.POSITIVE_INFINITY,
  lastSeenAt: 0,
});

function listeningCache() {
  const cache = new ReadCache<string, { name: string; cohort?: { year: number } }>();
  cache.onListening(true);
  return cache;
}

describe('ReadCache', () => {
  it('keeps nothing while the database’s change notifications are not heard', () => {
    const cache = new ReadCache<string, { name: string }>();
    cache.storeUser('u1', { name: 'Ada' }, cache.userGeneration);
    expect(cache.users.get('u1')).toBeUndefined();

    cache.onListening(true);
    cache.storeUser('u1', { name: 'Ada' }, cache.userGeneration);
    expect(cache.users.get('u1')).toEqual({ name: 'Ada' });

    cache.onListening(false);
    expect(cache.users.get('u1')).toBeUndefined();
    cache.storeUser('u1', { name: 'Ada' }, cache.userGeneration);
    expect(cache.users.get('u1')).toBeUndefined();
  });

  it('does not store what a read found if a change was reported while it ran', () => {
    const cache = listeningCache();
    const before = cache.generation;
    const userBefore = cache.userGeneration;
    cache.onNotification('users:u2');
    cache.storeUser('u1', { name: 'stale' }, userBefore);
    cache.storeSession('token', session('u1', 's1'), before);
    expect(cache.users.get('u1')).toBeUndefined();
    expect(cache.sessions.get('token')).toBeUndefined();
  });

  it('forgets a changed user’s data and sessions, and nobody else’s', () => {
    const cache = listeningCache();
    const generation = cache.generation;
    cache.storeUser('u1', { name: 'Ada' }, cache.userGeneration);
    cache.storeUser('u2', { name: 'Bola' }, cache.userGeneration);
    cache.storeSession('t1', session('u1', 's1'), generation);
    cache.storeSession('t2', session('u2', 's2'), generation);

    cache.onNotification('users:u1,u3');
    expect(cache.users.get('u1')).toBeUndefined();
    expect(cache.sessions.get('t1')).toBeUndefined();
    expect(cache.users.get('u2')).toEqual({ name: 'Bola' });
    expect(cache.sessions.get('t2')?.principal).toBe('u2/s2');
  });

  it('forgets a changed session only', () => {
    const cache = listeningCache();
    const generation = cache.generation;
    cache.storeUser('u1', { name: 'Ada' }, cache.userGeneration);
    cache.storeSession('t1', session('u1', 's1'), generation);
    cache.storeSession('t1b', session('u1', 's1b'), generation);

    cache.onNotification('sessions:s1');
    expect(cache.sessions.get('t1')).toBeUndefined();
    expect(cache.sessions.get('t1b')?.principal).toBe('u1/s1b');
    expect(cache.users.get('u1')).toEqual({ name: 'Ada' });
  });

  it('forgets every user’s data when a cohort changes, and everything on a bulk change', () => {
    const cache = listeningCache();
    cache.storeUser('u1', { name: 'Ada' }, cache.userGeneration);
    cache.storeSession('t1', session('u1', 's1'), cache.generation);
    cache.onNotification('cohorts:c1');
    expect(cache.users.get('u1')).toBeUndefined();
    expect(cache.sessions.get('t1')?.principal).toBe('u1/s1');

    cache.onNotification('sessions:*');
    expect(cache.sessions.get('t1')).toBeUndefined();
  });

  it('on a write of this process, forgets the writer’s own data and keeps every session', () => {
    const cache = listeningCache();
    const generation = cache.generation;
    cache.storeUser('u1', { name: 'Ada' }, cache.userGeneration);
    cache.storeUser('u2', { name: 'Bola' }, cache.userGeneration);
    cache.storeSession('t1', session('u1', 's1'), generation);
    const userReadBefore = cache.userGeneration;

    cache.forgetUser('u1');
    expect(cache.users.get('u1')).toBeUndefined();
    expect(cache.users.get('u2')).toEqual({ name: 'Bola' });
    expect(cache.sessions.get('t1')?.principal).toBe('u1/s1');
    // A read of user data begun before the write does not store what it found; a session read does.
    cache.storeUser('u1', { name: 'stale' }, userReadBefore);
    expect(cache.users.get('u1')).toBeUndefined();
    cache.storeSession('t1b', session('u1', 's1b'), generation);
    expect(cache.sessions.get('t1b')?.principal).toBe('u1/s1b');
  });

  it('hands out a user’s data frozen through and through', () => {
    const cache = listeningCache();
    cache.storeUser('u1', { name: 'Ada', cohort: { year: 2026 } }, cache.userGeneration);
    const user = cache.users.get('u1');
    expect(Object.isFrozen(user)).toBe(true);
    expect(Object.isFrozen(user?.cohort)).toBe(true);
  });
});

describe('BoundedCache', () => {
  it('drops the oldest entry past its size and any entry past its age', () => {
    const cache = new BoundedCache<number>(2, 1_000);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    cache.set('c', 3, 0);
    expect(cache.get('a', 0)).toBeUndefined();
    expect(cache.get('b', 0)).toBe(2);
    expect(cache.get('c', 1_001)).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('lets entries stored together leave at times spread over the last part of their age', () => {
    const cache = new BoundedCache<number>(1_000, 1_000, 0.25);
    const keys = Array.from({ length: 200 }, (_, i) => `session-${i}`);
    for (const key of keys) cache.set(key, 1, 0);
    const kept = (at: number) => keys.filter((key) => cache.get(key, at) !== undefined).length;
    expect(kept(750)).toBe(200);
    const partway = kept(875);
    expect(partway).toBeGreaterThan(0);
    expect(partway).toBeLessThan(200);
    expect(kept(1_001)).toBe(0);
  });
});
