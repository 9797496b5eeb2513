// What bench/export-load.mjs still takes from here (the other benches use bench/lib.ts and the
// test kit): a portal on its own PostgreSQL database, HTTP timing, percentiles.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { serverNodeFlags } from '../scripts/server-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const BENCH_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates a database for this run; drop() removes it. */
export async function createBenchDatabase(label) {
  const name = `intake_bench_${label}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Starts the built portal (apps/api/dist/server.js) on a free-ish port and waits for /api/health. */
export async function startPortal(env) {
  const port = 3900 + Math.floor(Math.random() * 90);
  // PORTAL_FLAGS adds Node flags for a look inside, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const extraFlags = process.env.PORTAL_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(
    process.execPath,
    [...serverNodeFlags, ...extraFlags, path.join(root, 'apps/api/dist/server.js')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'intake-bench-')),
        JWT_SECRET: BENCH_SECRET,
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: 'bench-admin@intake.test',
        ADMIN_PASSWORD: 'bench-admin-password',
        RATE_LIMIT_PER_MINUTE: '1000000',
        RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '1000000',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const client = httpClient(port);
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await client.request('GET', '/api/health')).status === 200) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    pid: child.pid,
    ...client,
    /** Resident memory of the portal process, in MB. */
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    async stop() {
      client.agent.destroy();
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

function httpClient(port) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  function request(method, url, token, body) {
    const payload = body ? JSON.stringify(body) : undefined;
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: url,
          agent,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (res) => {
          let size = 0;
          const chunks = [];
          res.on('data', (c) => {
            size += c.length;
            if (size < 1_000_000) chunks.push(c);
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode,
              headers: res.headers,
              ms: performance.now() - started,
              size,
              body: Buffer.concat(chunks).toString(),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }
  return { agent, request };
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** `--quick` (or BENCH_QUICK=1): smaller sizes for a local run; the sizes stay the default. */
export const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';

/**
 * Prints the figures line that bench/run.mjs collects, and appends it to the file named by
 * BENCH_RESULTS when set. A figure is `{ name, value, unit, budget, ok }` and, where the issue names
 * a reference measured in the same run, `reference` (`{ name, value, unit }`) and `ratio`.
 */
export function reportFigures(figures) {
  const line = JSON.stringify({ figures });
  console.log(line);
  if (process.env.BENCH_RESULTS) appendFileSync(process.env.BENCH_RESULTS, `${line}\n`);
  process.exitCode = figures.every((f) => f.ok) ? 0 : 1;
}
