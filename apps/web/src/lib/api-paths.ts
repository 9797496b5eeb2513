/**
 * The calls the entry may start before a screen's chunks arrive (app/early-requests.ts), named once
 * for the entry and for the screen that makes them.
 */
export const apiPaths = {
  currentUser: '/api/user/me',
  publicConfig: '/api/config',
} as const;
