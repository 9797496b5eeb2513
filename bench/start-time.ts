// `npm start` on an existing data folder, from spawn to the first served page (GET / → 200),
// five times; the portal must already be built. Budget: median ≤ 3 s.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, repoRoot as root } from '@intake/test-kit';
import { percentile, reportFigures, round } from './lib.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'intake-start-'));
const port = await freePort();

const firstPage = () =>
  new Promise<boolean>((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/' }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
  });

async function startOnce() {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  while (!(await firstPage())) await new Promise((r) => setTimeout(r, 20));
  const ms = performance.now() - started;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
  return ms;
}

await startOnce(); // creates the data folder: database, migrations, first admin
const runs: number[] = [];
for (let i = 0; i < 5; i += 1) runs.push(await startOnce());
const median = round(percentile(runs, 50) / 1000, 2);
console.log(
  `\nnpm start to first page, existing data folder: ${runs.map((ms) => `${round(ms / 1000, 2)} s`).join(', ')}`,
);
console.log(`  median ${median} s`);
reportFigures([
  { name: 'npm start to first page', value: median, unit: 's', budget: '≤ 3', ok: median <= 3 },
]);
