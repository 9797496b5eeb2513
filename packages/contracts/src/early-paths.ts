/**
 * The calls the web entry starts before a screen's chunks (and zod) arrive, as plain strings: their
 * declarations (endpoints/session.ts, endpoints/settings.ts) take their paths from here.
 */
export const earlyPaths = {
  currentUser: '/api/user/me',
  publicConfig: '/api/config',
} as const;
