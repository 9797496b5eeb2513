// GET /api/health with autocannon -c 50 against the built portal (embedded database), and a bare
// Fastify hello route measured in the same run as the ceiling. Budget: health ≥ 15,000 req/s.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { reportFigures, round, startPortal } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

const run = (url) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration: DURATION }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

async function measure(url) {
  await new Promise((resolve, reject) =>
    autocannon({ url, connections: 50, duration: 2 }, (error) => (error ? reject(error) : resolve())),
  );
  const result = await run(url);
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const barePort = 3800 + Math.floor(Math.random() * 90);
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
const portal = await startPortal({ DATABASE_URL: '' });
try {
  await new Promise((r) => setTimeout(r, 500));
  const ceiling = await measure(`http://127.0.0.1:${barePort}/hello`);
  const health = await measure(`http://127.0.0.1:${portal.port}/api/health`);
  const ratio = round(health.rps / ceiling.rps, 2);
  console.log(`\nHealth throughput, autocannon -c 50 -d ${DURATION}:`);
  console.log(`  bare Fastify /hello  ${ceiling.rps} req/s · p99 ${ceiling.p99} ms`);
  console.log(`  GET /api/health      ${health.rps} req/s · p99 ${health.p99} ms · errors ${health.errors}`);
  console.log(`  ratio to bare Fastify: ${ratio}`);
  reportFigures([
    {
      name: 'GET /api/health',
      value: health.rps,
      unit: 'req/s',
      budget: '≥ 15000',
      ok: health.rps >= 15_000 && health.errors === 0,
    },
    { name: 'health ÷ bare Fastify route', value: ratio, unit: '×', budget: 'reported', ok: true },
  ]);
} finally {
  bare.kill('SIGTERM');
  await portal.stop();
}
