import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type ChangeFeed, type ChangeListener, listenOnPostgres } from './listen.ts';
import * as schema from './schema/index.ts';

const MIGRATION_LOCK_KEY = 7_240_113;

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or a transaction, so services decide the unit of work. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Passes on what is NOTIFYed on `channel` (see 0014_change_notifications.sql). */
  listen(channel: string, listener: ChangeListener): Promise<ChangeFeed>;
}

/** Works from the TypeScript sources and from the bundled dist/, which carries a copy. */
function migrationsFolder(): string {
  const candidates = [
    path.resolve(import.meta.dirname, 'migrations'),
    path.resolve(import.meta.dirname, 'db/migrations'),
  ];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`No migrations folder found in ${candidates.join(' or ')}`);
  return found;
}

export interface OpenDatabaseOptions {
  databaseUrl: string | undefined;
  /** Folder for PGlite's files; undefined keeps PGlite in memory (tests). */
  pgliteDir: string | undefined;
  /** The most connections the PostgreSQL pool holds (DATABASE_POOL_SIZE); PGlite has one. */
  poolSize?: number;
}

export const DEFAULT_POOL_SIZE = 20;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // A dropped connection (a database restart) must not crash the process: the pool hears it
    // for an idle client; a checked-out one between statements (in a transaction) hears it
    // itself, and its next statement fails instead. The pool discards the broken client.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Several processes may start at once: one migrates, the others wait for it.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(db as never, { migrationsFolder: migrationsFolder() });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      lock.release();
    }
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      listen: (channel, listener) => listenOnPostgres(options.databaseUrl as string, channel, listener),
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create(options.pgliteDir, { extensions: { pg_trgm, btree_gin } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    // One process, one connection: notifications arrive as the writing query completes, so a
    // flush has nobody to wait for.
    async listen(channel, listener) {
      const unlisten = await client.listen(channel, (payload) => listener.onNotification(payload));
      listener.onListening(true);
      return {
        flush: async () => {},
        async stop() {
          listener.onListening(false);
          if (!client.closed) await unlisten();
        },
      };
    },
  };
}
