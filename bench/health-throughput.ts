// Throughput against the ceiling of this machine: a bare Fastify hello route measured in the same
// run. GET /api/health on the built portal (embedded database): ≥ 15,000 req/s. An authenticated
// read of the applicant's own data (GET /api/user/me, the portal on PostgreSQL): ≥ 80% of the bare
// route's req/s (issue 27.4). autocannon -c 50 for 10 s after a 2 s warm-up each.
import { spawn } from 'node:child_process';
import { freePort, seedApplicantsWithSessions, startPortal } from '@intake/test-kit';
import autocannon from 'autocannon';
import { type Figure, quick, reportFigures, round, startBenchPortal } from './lib.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? (quick ? 4 : 10));

const run = (options: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ connections: 50, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });

async function measure(url: string, headers: Record<string, string> = {}) {
  await run({ url, headers, duration: 2 });
  const result = await run({ url, headers, duration: DURATION });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const barePort = await freePort();
const bare = spawn(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `import Fastify from 'fastify';
     const app = Fastify();
     app.get('/hello', async () => ({ hello: 'world' }));
     await app.listen({ port: ${barePort}, host: '127.0.0.1' });`,
  ],
  { cwd: new URL('../apps/api/', import.meta.url), stdio: 'inherit' },
);
const figures: Figure[] = [];
let ceiling: Awaited<ReturnType<typeof measure>>;
const embedded = await startPortal();
try {
  await new Promise((r) => setTimeout(r, 500));
  ceiling = await measure(`http://127.0.0.1:${barePort}/hello`);
  const health = await measure(`http://127.0.0.1:${embedded.port}/api/health`);
  const ratio = round(health.rps / ceiling.rps, 2);
  console.log(`\nThroughput, autocannon -c 50 -d ${DURATION}:`);
  console.log(`  bare Fastify /hello  ${ceiling.rps} req/s · p99 ${ceiling.p99} ms`);
  console.log(`  GET /api/health      ${health.rps} req/s · p99 ${health.p99} ms · errors ${health.errors}`);
  figures.push({
    name: 'GET /api/health (embedded database)',
    value: health.rps,
    unit: 'req/s',
    budget: '≥ 15000',
    reference: { name: 'bare Fastify route', value: ceiling.rps, unit: 'req/s' },
    ratio,
    ok: health.rps >= 15_000 && health.errors === 0,
  });
} finally {
  await embedded.stop();
}

// The authenticated read: an applicant with a session, on PostgreSQL.
const bench = await startBenchPortal('read', { WORKERS: 'off' });
const { portal, db } = bench;
try {
  const [reader] = await seedApplicantsWithSessions(db, 1, { label: 'reader', status: 'APPLIED' });
  if (!reader) throw new Error('no reader seeded');
  // The ceiling again, right before, so that both figures see the same machine.
  ceiling = await measure(`http://127.0.0.1:${barePort}/hello`);
  const me = await measure(`http://127.0.0.1:${portal.port}/api/user/me`, {
    authorization: `Bearer ${reader.token}`,
  });
  const ratio = round(me.rps / ceiling.rps, 2);
  console.log(`  bare Fastify /hello  ${ceiling.rps} req/s · p99 ${ceiling.p99} ms`);
  console.log(`  GET /api/user/me     ${me.rps} req/s · p99 ${me.p99} ms · errors ${me.errors} (PostgreSQL)`);
  console.log(`  ratio to bare Fastify: ${ratio}`);
  figures.push({
    name: 'authenticated read GET /api/user/me (PostgreSQL)',
    value: me.rps,
    unit: 'req/s',
    budget: '≥ 0.8× bare',
    reference: { name: 'bare Fastify route', value: ceiling.rps, unit: 'req/s' },
    ratio,
    ok: ratio >= 0.8 && me.errors === 0,
  });
  reportFigures(figures);
} finally {
  bare.kill('SIGTERM');
  await bench.close();
}
