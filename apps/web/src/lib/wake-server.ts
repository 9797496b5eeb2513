import { useEffect } from 'react';

/** The spec's wake-up call: a sleeping host starts while the visitor reads the form. */
export function wakeServer() {
  fetch('/', { method: 'GET' }).catch(() => undefined);
}

export function useWakeServer() {
  useEffect(wakeServer, []);
}
