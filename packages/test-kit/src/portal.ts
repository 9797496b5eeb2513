import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverNodeFlags } from '../../../scripts/server-flags.mjs';
import { httpClient } from './http-client.ts';
import { freePort } from './ports.ts';

/** The repository's root folder. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The first admin of every portal the kit starts (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const KIT_ADMIN = { email: 'kit-admin@intake.test', password: 'kit admin password 1' };
/** A fixed signing secret, so a tool may sign a session of its own for seeded accounts. */
export const KIT_JWT_SECRET = 'test-kit-secret-that-is-long-enough-for-hs256-signing';

export interface PortalOptions {
  /** Settings on top of the kit's (which lift the rate limits and name the admin). */
  env?: Record<string, string>;
  /** Node flags on top of the portal's own (PORTAL_FLAGS adds more, e.g. "--cpu-prof"). */
  nodeFlags?: string[];
  /** The data folder; a fresh one by default. Give the same one to restart on the same data. */
  dataDir?: string;
  port?: number;
  /** How long to wait for /api/health. Generous: the machine is shared with builds and benches. */
  startTimeoutMs?: number;
  /** 'inherit' shows the portal's log, 'ignore' keeps the tool's output clean, a name prefixes each line with it. */
  output?: 'inherit' | 'ignore' | { name: string };
}

/**
 * Starts the built portal (`npm run build` → apps/api/dist/server.js) as its own process, on the
 * embedded database unless `env.DATABASE_URL` names one, and waits until /api/health answers.
 */
export async function startPortal(options: PortalOptions = {}) {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'intake-kit-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const output = typeof options.output === 'object' ? 'pipe' : (options.output ?? 'inherit');
  const portalFlags = process.env.PORTAL_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...serverNodeFlags,
      ...portalFlags,
      ...(options.nodeFlags ?? []),
      path.join(repoRoot, 'apps/api/dist/server.js'),
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PUBLIC_URL: baseURL,
        JWT_SECRET: KIT_JWT_SECRET,
        ADMIN_EMAIL: KIT_ADMIN.email,
        ADMIN_PASSWORD: KIT_ADMIN.password,
        RATE_LIMIT_PER_MINUTE: '1000000',
        RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '1000000',
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      stdio: ['ignore', output, output],
    },
  );
  if (typeof options.output === 'object') {
    const name = options.output.name;
    const prefixed = (chunk: Buffer) =>
      chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => `  ${name}| ${line.slice(0, 400)}`)
        .join('\n');
    child.stdout?.on('data', (chunk: Buffer) => console.log(prefixed(chunk)));
    child.stderr?.on('data', (chunk: Buffer) => console.error(prefixed(chunk)));
  }
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const client = httpClient(port);
  const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);
  for (;;) {
    const health = await client.request('GET', '/api/health').catch(() => undefined);
    if (health?.status === 200) break;
    if (exited) throw new Error(`the portal on port ${port} exited while starting`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the portal on port ${port} did not answer /api/health`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const pid = child.pid ?? 0;
  return {
    port,
    baseURL,
    dataDir,
    pid,
    ...client,
    /** Resident memory of the portal process, in MB. */
    rssMb() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    isAlive: () => !exited,
    /** Shuts down as an operator would (SIGTERM), and waits for the process to end. */
    async stop() {
      client.agent.destroy();
      if (!exited) child.kill('SIGTERM');
      await exit;
    },
    /** kill -9: nothing is shut down cleanly. Waits for the process to be gone. */
    async kill9() {
      client.agent.destroy();
      if (!exited) child.kill('SIGKILL');
      await exit;
    },
  };
}

export type Portal = Awaited<ReturnType<typeof startPortal>>;
