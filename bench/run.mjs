// `npm run bench`: runs every bench script in turn and prints one table of figures and budgets.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const scripts = readdirSync(here).filter((f) => f.endsWith('.mjs') && !['run.mjs', 'lib.mjs'].includes(f));
// Every figure is taken against the current sources.
spawnSync('npm', ['run', 'build'], { cwd: path.join(here, '..'), stdio: 'inherit' });
const rows = [];
for (const script of scripts) {
  console.log(`\n=== ${script}`);
  const result = spawnSync(process.execPath, [path.join(here, script)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.stdout.write(result.stdout);
  const line = result.stdout
    .trim()
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{"figures"'));
  if (line) rows.push(...JSON.parse(line).figures.map((f) => ({ script, ...f })));
  else
    rows.push({
      script,
      name: '(no figures: the script failed)',
      value: '',
      unit: '',
      budget: '',
      ok: false,
    });
}
console.log('\n| figure | value | budget | ok |\n|---|---|---|---|');
for (const r of rows)
  console.log(`| ${r.name} | ${r.value} ${r.unit} | ${r.budget} | ${r.ok ? 'yes' : 'NO'} |`);
process.exitCode = rows.every((r) => r.ok) ? 0 : 1;
