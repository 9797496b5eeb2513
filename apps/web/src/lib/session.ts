import type { UserData } from '@intake/contracts';
import { roles } from '@intake/contracts/status';
import { jwtDecode } from 'jwt-decode';
import { useSyncExternalStore } from 'react';

/** Session storage keys named by the spec (§7). */
const TOKEN_KEY = 'token';
const USER_KEY = 'userData';

/**
 * The user data an access token carries. The server signed it; this only checks its shape, by
 * hand, so that zod stays out of the first JavaScript a phone downloads.
 */
function toUserData(value: unknown): UserData | null {
  const claims = value as Partial<UserData> | null;
  const valid =
    typeof claims?.id === 'string' &&
    typeof claims.firstName === 'string' &&
    typeof claims.email === 'string' &&
    (roles as readonly string[]).includes(String(claims.roles));
  return valid ? (claims as UserData) : null;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; user: UserData | null } = { raw: null, user: null };

function notify() {
  for (const listener of listeners) listener();
}

/** Stores the access token and the user data it carries; returns that user. */
export function saveSession(accessToken: string): UserData {
  const user = toUserData(jwtDecode(accessToken));
  if (!user) throw new Error('The access token does not carry user data');
  sessionStorage.setItem(TOKEN_KEY, accessToken);
  sessionStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
  return user;
}

/** Replaces the stored user data with a fresher copy from the server (docs/spec/portal-spec.md §4: after a status change). */
export function replaceSessionUser(user: UserData) {
  if (!getToken()) return;
  sessionStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

export function clearSession() {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(USER_KEY);
  notify();
}

export function getToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function getSessionUser(): UserData | null {
  const raw = getToken() ? sessionStorage.getItem(USER_KEY) : null;
  if (raw !== cached.raw) {
    cached = { raw, user: raw ? toUserData(JSON.parse(raw)) : null };
  }
  return cached.user;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The signed-in user, re-rendering when the session is saved or cleared. Pages rendered at build
 * time (src/prerender.tsx) have no session: nobody is signed in there.
 */
export function useSessionUser(): UserData | null {
  return useSyncExternalStore(subscribe, getSessionUser, () => null);
}
