import { useEffect } from 'react';

/** Runs `prefetch` once the page is idle, so a lazily loaded part is there before it is needed. */
export function useIdlePrefetch(prefetch: () => void) {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => prefetch());
  }, [prefetch]);
}
