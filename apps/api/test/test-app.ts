import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Env, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';

const shared = globalThis as { intakeTestDatabase?: Promise<Database> };

/** The worker's database: PGlite in memory, or the run's PostgreSQL database. */
export function getTestDatabase(): Promise<Database> {
  shared.intakeTestDatabase ??= openDatabase({
    databaseUrl: inject('databaseUrl'),
    pgliteDir: undefined,
    poolSize: 10,
  });
  return shared.intakeTestDatabase;
}

export function testConfig(env: Partial<Record<keyof Env, string>> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'intake-api-test-')),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    PUBLIC_URL: 'http://portal.test',
    WORKERS: 'off',
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '100000',
    ADMIN_EMAIL: 'first-admin@intake.test',
    ADMIN_PASSWORD: 'first-admin-password',
    ...env,
  });
}

/** A portal on the worker's shared database; close it in afterAll (the database stays open). */
export async function buildTestApp(env: Partial<Record<keyof Env, string>> = {}): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(env), { database: await getTestDatabase() });
  await app.ready();
  return app;
}

/**
 * A portal on a database of its own (in-memory PGlite), for tests that change something global,
 * such as closing applications, which would disturb tests running beside them on the shared one.
 */
export async function buildIsolatedTestApp(env: Partial<Record<keyof Env, string>> = {}) {
  const database = await openDatabase({ databaseUrl: undefined, pgliteDir: undefined });
  const app = await buildApp(testConfig(env), { database });
  app.addHook('onClose', () => database.close());
  await app.ready();
  return app;
}
