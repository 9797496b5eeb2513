/**
 * The calls the web entry starts before a screen's chunks (and zod) arrive, as plain strings: their
 * declarations (endpoints/session.ts, endpoints/settings.ts, endpoints/aptitude-test.ts) take their
 * paths from here (a declaration file would bring its schemas along).
 */
export const earlyPaths = {
  currentUser: '/api/user/me',
  publicConfig: '/api/config',
  runningTest: '/api/applicant/test',
} as const;
