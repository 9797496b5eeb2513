// Shared by the fault scenarios: a temp folder per scenario, a private PostgreSQL cluster in it,
// the built portal (the test kit's startPortal) that can be killed with SIGKILL and started again
// on the same data, and the one result line each scenario prints.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, KIT_ADMIN, type PortalOptions, startPortal } from '@intake/test-kit';
import pg from 'pg';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const seconds = (ms: number) => Math.round(ms / 100) / 10;

const cleanups: (() => void)[] = [];
let cleaned = false;
/** Runs the registered clean-ups once, last registered first; synchronous so it works on exit. */
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  for (const step of cleanups.reverse()) {
    try {
      step();
    } catch {}
  }
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));

/**
 * A temp folder holding everything of one scenario (portal data folders, the PostgreSQL cluster),
 * removed when the scenario exits. TMPDIR points into it, so startPortal's data folders land there.
 */
export function scenarioFolder(label: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `intake-fault-${label}-`));
  chmodSync(dir, 0o755);
  const portals = path.join(dir, 'portal');
  mkdirSync(portals);
  process.env.TMPDIR = portals;
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The newest PostgreSQL server binaries on the machine (Debian's /usr/lib/postgresql/<v>/bin). */
function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, 'bin/pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (newest) return path.join(base, newest, 'bin');
  const found = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (found.status === 0 && existsSync(path.join(found.stdout.trim(), 'pg_ctl'))) return found.stdout.trim();
  throw new Error('No PostgreSQL server binaries (pg_ctl, initdb) found: install the postgresql package');
}

/**
 * A private PostgreSQL cluster in `dir`, on its own port, that a scenario may stop and restart
 * without touching the machine's shared server. PostgreSQL refuses to run as root: as root, the
 * cluster belongs to the postgres user and its commands run through runuser.
 */
export async function startPrivatePostgres(dir: string) {
  const bin = postgresBinDir();
  const home = path.join(dir, 'postgres');
  mkdirSync(home);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout);
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout);
    if (!Number.isInteger(uid) || uid === 0)
      throw new Error('running as root, but there is no postgres user');
    chownSync(home, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
      : spawnSync(command, args, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(
        `${tool} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`,
      );
    }
  };
  const data = path.join(home, 'data');
  const log = path.join(home, 'server.log');
  run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  const port = await freePort();
  // The cluster is thrown away after the run: no fsync. The socket lives in the data folder.
  const options = `-p ${port} -k ${data} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', ...args]);
  pgCtl('-o', options, 'start');
  let running = true;
  cleanups.push(() => {
    if (running) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  });

  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    urlOf,
    /** Creates a database in the cluster and answers its URL. */
    async createDatabase(name: string) {
      const admin = new pg.Client({ connectionString: urlOf('postgres') });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      return urlOf(name);
    },
    /** Stops the server (-m fast: sessions are ended, as in a real restart). */
    stop() {
      pgCtl('-m', 'fast', 'stop');
      running = false;
    },
    /** Starts it again and returns once it accepts connections. */
    start() {
      pgCtl('-o', options, 'start');
      running = true;
    },
  };
}

/**
 * A scenario on PostgreSQL: its folder, a private cluster in it holding the portal's database, and
 * the portal's data folder (give it to each start, so a restart finds the same files).
 */
export async function scenarioOnPostgres(label: string) {
  const folder = scenarioFolder(label);
  const postgres = await startPrivatePostgres(folder);
  const databaseUrl = await postgres.createDatabase(`intake_fault_${label}`);
  return { folder, postgres, databaseUrl, dataDir: path.join(folder, 'data') };
}

/**
 * The built portal, with its logging kept to errors, killed (SIGKILL) when the scenario exits
 * however it ends, and the admin's token. Give the same `dataDir` to restart on the same data.
 */
export async function startFaultPortal(env: Record<string, string>, dataDir?: string) {
  const options: PortalOptions = { env: { LOG_LEVEL: 'error', ...env }, ...(dataDir ? { dataDir } : {}) };
  const portal = await startPortal(options);
  // Synchronous, so that it runs on exit too; kill9() is the scenario's own, awaited, kill.
  cleanups.push(() => {
    if (portal.isAlive()) process.kill(portal.pid, 'SIGKILL');
  });
  return { ...portal, adminToken: await portal.logIn(KIT_ADMIN.email, KIT_ADMIN.password) };
}

export type FaultPortal = Awaited<ReturnType<typeof startFaultPortal>>;

/** pg's Client or PGlite: either answers a query with its rows. */
export interface Queryable {
  query<R extends object>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

/** The one row a query answers (counts, a record by id); throws when there is none. */
export async function oneRow<R extends object>(
  db: Queryable,
  sql: string,
  params: unknown[] = [],
): Promise<R> {
  const [row] = (await db.query<R>(sql, params)).rows;
  if (!row) throw new Error(`no row from ${sql.trim().slice(0, 60)}`);
  return row;
}

/**
 * Ends a scenario: prints its one line (PASS/FAIL, name, figures), then a JSON line that
 * scripts/faults/run.ts collects, and sets the exit code.
 */
export function reportScenario(name: string, ok: boolean, summary: string, checks: Check[] = []) {
  for (const check of checks.filter((c) => !c.ok)) console.log(`  failed check: ${check.name}`);
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}: ${summary}`);
  console.log(
    JSON.stringify({ fault: { name, ok, summary, failed: checks.filter((c) => !c.ok).map((c) => c.name) } }),
  );
  process.exitCode = ok ? 0 : 1;
}

/** One named check of a scenario and whether it held. */
export interface Check {
  name: string;
  ok: boolean;
}

/** Collects named checks; `ok` is true when every one held. */
export function checklist() {
  const checks: Check[] = [];
  return {
    checks,
    check(name: string, ok: unknown) {
      checks.push({ name, ok: Boolean(ok) });
      return Boolean(ok);
    },
    get ok() {
      return checks.every((c) => c.ok);
    },
  };
}
