import { type ComponentType, lazy } from 'react';

/**
 * A component loaded in a chunk of its own when first drawn, from a module's named export
 * (React.lazy takes a default export only). Pass `() => import('…')` so the bundler sees the path.
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound; each export keeps its props type.
export const lazyExport = <M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) => lazy(async () => ({ default: (await load())[name] }));
