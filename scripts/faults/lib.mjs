// Shared by the fault scenarios: a temp folder per scenario, a private PostgreSQL cluster in it,
// the built portal (bench/lib.mjs startPortal) that can be killed with SIGKILL and started again,
// and the one result line each scenario prints.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BENCH_SECRET, startPortal } from '../../bench/lib.mjs';

export { seedTestTakers } from '../../bench/lib.mjs';
export { BENCH_SECRET };
export const ADMIN = { email: 'bench-admin@intake.test', password: 'bench-admin-password' };
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const seconds = (ms) => Math.round(ms / 100) / 10;

const cleanups = [];
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
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));

/**
 * A temp folder holding everything of one scenario (portal data folders, the PostgreSQL cluster),
 * removed when the scenario exits. TMPDIR points into it, so startPortal's data folders land there.
 */
export function scenarioFolder(label) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `intake-fault-${label}-`));
  chmodSync(dir, 0o755);
  const portals = path.join(dir, 'portal');
  mkdirSync(portals);
  process.env.TMPDIR = portals;
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The newest PostgreSQL server binaries on the machine (Debian's /usr/lib/postgresql/<v>/bin). */
function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, 'bin/pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length) return path.join(base, versions[0], 'bin');
  const found = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (found.status === 0 && existsSync(path.join(found.stdout.trim(), 'pg_ctl'))) return found.stdout.trim();
  throw new Error('No PostgreSQL server binaries (pg_ctl, initdb) found: install the postgresql package');
}

/**
 * A private PostgreSQL cluster in `dir`, on its own port, that a scenario may stop and restart
 * without touching the machine's shared server. PostgreSQL refuses to run as root: as root, the
 * cluster belongs to the postgres user and its commands run through runuser.
 */
export async function startPrivatePostgres(dir) {
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
  const run = (tool, args) => {
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
  const pgCtl = (...args) => run('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', ...args]);
  pgCtl('-o', options, 'start');
  let running = true;
  cleanups.push(() => {
    if (running) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  });

  const urlOf = (database) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    urlOf,
    /** Creates a database in the cluster and answers its URL. */
    async createDatabase(name) {
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
 * The built portal via bench/lib.mjs, checked to be this scenario's own process (the admin of
 * this run can log in), with a SIGKILL that leaves nothing to shut down cleanly.
 */
export async function startFaultPortal(env) {
  const portal = await startPortal({ LOG_LEVEL: 'error', ...env });
  let alive = true;
  const kill = () => {
    if (!alive) return;
    alive = false;
    try {
      process.kill(portal.pid, 'SIGKILL');
    } catch {}
    portal.agent.destroy();
  };
  cleanups.push(kill);
  // startPortal waits 30 s for /api/health; on a busy machine (PGlite's first start) give it longer.
  for (let waited = 0; waited < 90_000; waited += 200) {
    const health = await portal.request('GET', '/api/health').catch(() => ({ status: 0 }));
    if (health.status === 200) break;
    await sleep(200);
  }
  const login = await portal.request('POST', '/api/user/login', undefined, ADMIN).catch((error) => ({
    status: 0,
    body: String(error),
  }));
  if (login.status !== 200) {
    kill();
    throw new Error(`the portal did not start on port ${portal.port} (login answered ${login.status})`);
  }
  return {
    ...portal,
    adminToken: JSON.parse(login.body).accessToken,
    /** kill -9, then waits until the process is gone. */
    async kill9() {
      kill();
      for (let i = 0; i < 100; i += 1) {
        try {
          process.kill(portal.pid, 0);
        } catch {
          return;
        }
        await sleep(20);
      }
      throw new Error(`process ${portal.pid} survived SIGKILL`);
    },
    async stop() {
      if (!alive) return;
      alive = false;
      await portal.stop();
    },
    isAlive() {
      try {
        process.kill(portal.pid, 0);
        return alive;
      } catch {
        return false;
      }
    },
  };
}

/**
 * Ends a scenario: prints its one line (PASS/FAIL, name, figures), then a JSON line that
 * scripts/faults/run.mjs collects, and sets the exit code.
 */
export function reportScenario(name, ok, summary, checks = []) {
  for (const check of checks.filter((c) => !c.ok)) console.log(`  failed check: ${check.name}`);
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}: ${summary}`);
  console.log(
    JSON.stringify({ fault: { name, ok, summary, failed: checks.filter((c) => !c.ok).map((c) => c.name) } }),
  );
  process.exitCode = ok ? 0 : 1;
}

/** Collects named checks; `ok` is true when every one held. */
export function checklist() {
  const checks = [];
  return {
    checks,
    check(name, ok) {
      checks.push({ name, ok: Boolean(ok) });
      return Boolean(ok);
    },
    get ok() {
      return checks.every((c) => c.ok);
    },
  };
}
