#!/usr/bin/env node
// `npm run migrate`: applies the portal's database migrations to DATABASE_URL and exits, so that
// an upgrade migrates once before any new process starts (docs/deploy.md).
//
// The server does the same at every start (apps/api/src/db/client.ts), under the same PostgreSQL
// advisory lock, so running this while processes start is safe: one migrates, the others wait,
// and a schema already up to date is left as it is.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

// Must equal MIGRATION_LOCK_KEY in apps/api/src/db/client.ts.
const MIGRATION_LOCK_KEY = 7_240_113;

const root = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL is not set: the embedded database (PGlite) migrates itself at start.');
  process.exit(1);
}
// The built server's copy first (what the new processes will run), else the sources.
const migrationsFolder = [
  path.join(root, 'apps/api/dist/migrations'),
  path.join(root, 'apps/api/src/db/migrations'),
].find((dir) => existsSync(path.join(dir, 'meta/_journal.json')));
if (!migrationsFolder) {
  console.error('No migrations found under apps/api/dist/migrations or apps/api/src/db/migrations.');
  process.exit(1);
}

const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, connectionTimeoutMillis: 10_000 });
const started = Date.now();
const lock = await pool.connect();
try {
  await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
  await migrate(drizzle(pool), { migrationsFolder });
  const { rows } = await lock.query('select count(*)::int as n from drizzle.__drizzle_migrations');
  console.log(
    `Migrations applied from ${path.relative(root, migrationsFolder)}: ${rows[0].n} in the database (${Date.now() - started} ms).`,
  );
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
  lock.release();
  await pool.end();
}
