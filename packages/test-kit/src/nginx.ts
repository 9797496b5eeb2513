import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './portal.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Debian's nginx in front of portal processes on loopback, from deploy/nginx-scale-out.conf.template
 * (the scale-out proof and the intake-day bench): listens on `port`, balances over `upstreams`,
 * and answers once /api/health answers through it. `stop()` quits it and removes its folder.
 */
export async function startNginx(port: number, upstreams: readonly number[]) {
  const nginx = process.env.NGINX ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
  try {
    execFileSync(nginx, ['-v'], { stdio: 'ignore' });
  } catch {
    throw new Error('nginx not found: apt-get install -y nginx (or set NGINX=/path/to/nginx)');
  }
  const prefix = mkdtempSync(path.join(tmpdir(), 'intake-nginx-'));
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(prefix, dir), { mode: 0o777 });
  }
  execFileSync('chmod', ['0755', prefix]);
  const config = readFileSync(path.join(repoRoot, 'deploy/nginx-scale-out.conf.template'), 'utf8')
    .replaceAll('{{USER}}', process.getuid?.() === 0 ? 'user www-data;' : '')
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{PORT}}', String(port))
    .replaceAll(
      '{{UPSTREAMS}}',
      upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n'),
    );
  const configFile = path.join(prefix, 'nginx.conf');
  writeFileSync(configFile, config);
  execFileSync(nginx, ['-t', '-q', '-c', configFile, '-p', prefix], { stdio: 'inherit' });
  const child: ChildProcess = spawn(nginx, ['-c', configFile, '-p', prefix], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      await Promise.race([new Promise((r) => child.once('exit', r)), sleep(5_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const health = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: AbortSignal.timeout(2_000),
    }).catch(() => undefined);
    if (health?.status === 200) return { child, prefix, configFile, stop };
    await sleep(100);
  }
  await stop();
  throw new Error(`nginx on ${port} did not answer; see ${prefix}/error.log`);
}
