// Throughput against the ceiling of this machine: a bare Fastify hello route measured in the same
// run. GET /api/health on the built portal (embedded database): ≥ 15,000 req/s. An authenticated
// read of the applicant's own data (GET /api/user/me, the portal on PostgreSQL): ≥ 80% of the bare
// route's req/s (issue 27.4).
//
// The load comes from wrk (apt-get install -y wrk), pinned to a core of its own with the servers on
// the others: autocannon, a Node process parsing every answer, ran out of CPU before the portal did
// (the portal sat 60% idle at 35,000 req/s), so the ratio measured the generator reading a longer
// answer. The two servers take turns, rounds of each after a warm-up, and each figure is the median
// of its rounds: a drift of the shared machine's load then favours neither. A ratio is the median of
// the rounds' own ratios, each of two figures taken seconds apart: this machine's speed has swung by
// a third from one round to the next.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { freePort, seedApplicantsWithSessions, startPortal } from '@intake/test-kit';
import { type Figure, percentile, quick, reportFigures, round, startBenchPortal } from './lib.ts';

const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? (quick ? 2 : 3));
const ROUNDS = quick ? 2 : 7;
const CONNECTIONS = 50;
const cores = availableParallelism();
/** The last core for wrk; the servers on the rest (all of them on a one-core machine). */
const loadCores = String(cores - 1);
const serverCores = cores > 1 ? `0-${cores - 2}` : '0';

try {
  execFileSync('wrk', ['--version'], { stdio: 'ignore' });
} catch (error) {
  // wrk prints its version and exits 1; only a missing binary is an error.
  if ((error as NodeJS.ErrnoException).code === 'ENOENT')
    throw new Error('wrk not found: apt-get install -y wrk');
}

const pin = (pid: number | undefined) => {
  if (pid) execFileSync('taskset', ['-a', '-p', '-c', serverCores, String(pid)], { stdio: 'ignore' });
};

/** wrk's latency figure (e.g. "1.23ms", "850.00us", "1.02s") in milliseconds. */
const millis = (text: string) => {
  const value = Number.parseFloat(text);
  if (text.endsWith('us')) return value / 1000;
  if (text.endsWith('ms')) return value;
  return value * 1000;
};

interface Run {
  rps: number;
  p99: number;
  errors: number;
}

function wrk(url: string, seconds: number, headers: Record<string, string>): Promise<Run> {
  const args = ['-c', loadCores, 'wrk', '-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn('taskset', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const rps = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1];
      const p99 = /\s99%\s+([\d.]+\w+)/.exec(out)?.[1];
      if (code !== 0 || !rps || !p99) return reject(new Error(`wrk failed (${code}):\n${out}`));
      const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
      const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
      resolve({ rps: Number(rps), p99: millis(p99), errors: non2xx + socketErrors });
    });
  });
}

interface Target {
  url: string;
  headers?: Record<string, string>;
}

/** Each target warmed up, then measured in turns; the median of each one's rounds. */
async function measureInTurns(targets: Target[]) {
  for (const target of targets) await wrk(target.url, 2, target.headers ?? {});
  const runs: Run[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, target] of targets.entries()) {
      runs[index]?.push(await wrk(target.url, ROUND_SECONDS, target.headers ?? {}));
    }
  }
  return runs.map((rounds) => ({
    rps: Math.round(
      percentile(
        rounds.map((r) => r.rps),
        50,
      ),
    ),
    p99: round(
      percentile(
        rounds.map((r) => r.p99),
        50,
      ),
      2,
    ),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    rounds: rounds.map((r) => Math.round(r.rps)),
  }));
}

type Measured = Awaited<ReturnType<typeof measureInTurns>>[number];
/** The median of the rounds' own ratios of `target` to `reference`, measured in the same turns. */
const pairedRatio = (target: Measured, reference: Measured) =>
  round(
    percentile(
      target.rounds.map((rps, index) => rps / (reference.rounds[index] ?? Number.NaN)),
      50,
    ),
    2,
  );

/** A bare Fastify process, pinned beside the portal, answering `route` on a free port. */
async function startBare(route: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify';
       const app = Fastify();
       ${route}
       await app.listen({ port: ${port}, host: '127.0.0.1' });`,
    ],
    { cwd: new URL('../apps/api/', import.meta.url), stdio: 'inherit' },
  );
  pin(child.pid);
  return { port, child };
}

/** One target's line: its median, its rounds and its p99, then whatever the caller adds. */
const printMeasured = (label: string, m: Measured, more = '') =>
  console.log(`  ${label.padEnd(20)} ${m.rps} req/s (${m.rounds.join(', ')}) · p99 ${m.p99} ms${more}`);

const bare = await startBare(`app.get('/hello', async () => ({ hello: 'world' }));`);
const bareTarget = { url: `http://127.0.0.1:${bare.port}/hello` };
const describe = `wrk -t1 -c${CONNECTIONS} on core ${loadCores}, servers on ${serverCores}; ${ROUNDS} rounds of ${ROUND_SECONDS} s each, medians`;
const figures: Figure[] = [];
const embedded = await startPortal();
try {
  pin(embedded.pid);
  await new Promise((r) => setTimeout(r, 500));
  const [ceiling, health] = await measureInTurns([
    bareTarget,
    { url: `http://127.0.0.1:${embedded.port}/api/health` },
  ]);
  if (!ceiling || !health) throw new Error('nothing measured');
  console.log(`\nThroughput, ${describe}:`);
  printMeasured('bare Fastify /hello', ceiling);
  printMeasured('GET /api/health', health, ` · errors ${health.errors}`);
  figures.push({
    name: 'GET /api/health (embedded database)',
    value: health.rps,
    unit: 'req/s',
    budget: '≥ 15000',
    reference: { name: 'bare Fastify route', value: ceiling.rps, unit: 'req/s' },
    ratio: pairedRatio(health, ceiling),
    ok: health.rps >= 15_000 && health.errors === 0,
  });
} finally {
  await embedded.stop();
}

// The authenticated read: an applicant with a session, on PostgreSQL.
const bench = await startBenchPortal('read', { WORKERS: 'off' });
const { portal, db } = bench;
try {
  pin(portal.pid);
  const [reader] = await seedApplicantsWithSessions(db, 1, { label: 'reader', status: 'APPLIED' });
  if (!reader) throw new Error('no reader seeded');
  // Beside the reference, a bare route giving the very answer /api/user/me gives (its
  // headers and body, copied from the portal): the cost of the answer's size and security headers
  // apart from the portal's own work (session, hooks), to tell the two apart.
  const meUrl = `http://127.0.0.1:${portal.port}/api/user/me`;
  const authorization = `Bearer ${reader.token}`;
  const sample = await fetch(meUrl, { headers: { authorization } });
  const sampleHeaders = Object.fromEntries(
    [...sample.headers].filter(
      ([name]) => !['content-length', 'date', 'connection', 'keep-alive'].includes(name),
    ),
  );
  const sameAnswer = await startBare(
    `const headers = ${JSON.stringify(sampleHeaders)}; const body = ${JSON.stringify(await sample.text())};
     app.get('/same', (request, reply) => { reply.headers(headers).send(body); });`,
  );
  await new Promise((r) => setTimeout(r, 500));
  // The ceiling again, in turns with the read, so that the figures see the same machine.
  const [ceiling, me, same] = await measureInTurns([
    bareTarget,
    { url: meUrl, headers: { authorization } },
    { url: `http://127.0.0.1:${sameAnswer.port}/same` },
  ]);
  sameAnswer.child.kill('SIGTERM');
  if (!ceiling || !me || !same) throw new Error('nothing measured');
  const ratio = pairedRatio(me, ceiling);
  const sameRatio = pairedRatio(me, same);
  printMeasured('bare Fastify /hello', ceiling);
  printMeasured('GET /api/user/me', me, ` · errors ${me.errors} (PostgreSQL)`);
  printMeasured('bare, same answer', same, " (the /me answer's headers and body)");
  console.log(
    `  ratio to bare Fastify: ${ratio}; to the bare route giving the same answer: ${sameRatio} (medians of the rounds' ratios)`,
  );
  figures.push(
    {
      name: 'authenticated read GET /api/user/me (PostgreSQL)',
      value: me.rps,
      unit: 'req/s',
      budget: '≥ 0.8× bare',
      reference: { name: 'bare Fastify route', value: ceiling.rps, unit: 'req/s' },
      ratio,
      ok: ratio >= 0.8 && me.errors === 0,
    },
    {
      name: 'authenticated read against a bare route giving the same answer',
      value: me.rps,
      unit: 'req/s',
      budget: 'report',
      reference: { name: 'bare route, same headers and body', value: same.rps, unit: 'req/s' },
      ratio: sameRatio,
      ok: true,
    },
  );
  reportFigures(figures);
} finally {
  bare.child.kill('SIGTERM');
  await bench.close();
}
