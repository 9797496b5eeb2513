import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';
import { DatabaseProbe } from '../modules/health/health.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    /** Whether the database answers, and its last outage: probed by /api/health, told by failed requests. */
    databaseProbe: DatabaseProbe;
  }
}

/** Decorates the app with the database it was built with; the owner of the app closes it. */
export const dbPlugin = fp(async (app: FastifyInstance, opts: { database: Database }) => {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  app.decorate('databaseProbe', new DatabaseProbe(opts.database.db));
});
