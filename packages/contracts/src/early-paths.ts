/**
 * The calls the web entry starts before a screen's chunks (and zod) arrive, as plain strings: their
 * declarations take their paths from here (a declaration file would bring its schemas along).
 */
export const earlyPaths = {
  runningTest: '/api/applicant/test',
} as const;
