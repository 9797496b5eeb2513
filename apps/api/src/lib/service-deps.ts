import type { FastifyInstance } from 'fastify';

/**
 * The parts of the app a service may be handed, named one by one (docs/design.md §6: services take
 * their dependencies explicitly, not the whole Fastify app). A service declares what it uses,
 * `deps: ServiceDeps<'db' | 'config'>`; a route passes `app`, a test or a job passes just those parts.
 */
export type AppParts = Pick<
  FastifyInstance,
  | 'db'
  | 'database'
  | 'config'
  | 'jobs'
  | 'mailWorker'
  | 'storage'
  | 'readCache'
  | 'spreadChanges'
  | 'log'
  | 'signAccessToken'
  | 'backgroundPace'
>;

export type ServiceDeps<K extends keyof AppParts> = Pick<AppParts, K>;
