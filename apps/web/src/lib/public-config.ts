import type { PublicConfig } from '@intake/contracts';
import { earlyPaths } from '@intake/contracts/early-paths';
import { useEffect, useState } from 'react';
import { apiRequest } from './api-client';

let pending: Promise<PublicConfig> | undefined;
let loaded: PublicConfig | undefined;

/**
 * External addresses and the application window; they change rarely, so one fetch per visit. Kept
 * outside TanStack Query because / and /login read it and must not download the query library.
 */
export function loadPublicConfig(): Promise<PublicConfig> {
  pending ??= (apiRequest(earlyPaths.publicConfig) as Promise<PublicConfig>).then(
    (config) => {
      loaded = config;
      return config;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Forgets the fetched settings, so the next reader fetches them again (tests start clean with it). */
export function forgetPublicConfig() {
  pending = undefined;
  loaded = undefined;
}

/** The public settings once fetched; `data` stays undefined while they load or if the server is unreachable. */
export function usePublicConfig(): { data: PublicConfig | undefined } {
  const [data, setData] = useState(loaded);
  useEffect(() => {
    if (data) return;
    let current = true;
    loadPublicConfig().then(
      (config) => current && setData(config),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [data]);
  return { data };
}
