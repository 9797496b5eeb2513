import { earlyPaths } from '@intake/contracts/early-paths';

/**
 * The calls the entry may start before a screen's chunks arrive (app/early-requests.ts), named once
 * for the entry and for the screen that makes them.
 */
export const apiPaths = {
  currentUser: earlyPaths.currentUser,
  publicConfig: earlyPaths.publicConfig,
} as const;
