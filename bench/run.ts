// `npm run bench`: builds, runs every bench script in turn and prints one table of figures, budgets
// and references measured in the same run. `npm run bench -- --quick` passes --quick to every script
// (smaller sizes for a local run); `npm run bench -- lighthouse csv` runs only scripts whose names
// contain one of the words given. Opt-in scripts run only when named (`npm run bench -- mutation`).
// Every script records its figures in bench/history/figures.jsonl; `npm run bench -- --compare`
// prints each figure's change since the run before without measuring anything, and
// `npm run bench -- csv --compare` measures first, then compares.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { compareLatest, formatComparison, readHistory } from './history.ts';
import type { Figure } from './lib.ts';

const here = import.meta.dirname;
const args = process.argv.slice(2);
const flags = args.filter((a) => a.startsWith('--'));
const only = args.filter((a) => !a.startsWith('--'));
/** Long runs that measure the tests rather than the portal: only when asked for by name. */
const optIn = ['mutation'];
const isOptIn = (script: string) => optIn.includes(script.replace(/\.m?[jt]s$/, ''));
const compareOnly = flags.includes('--compare') && only.length === 0;
if (compareOnly) {
  const changes = compareLatest(readHistory());
  console.log(changes.length ? formatComparison(changes) : 'No bench run is recorded yet.');
  process.exit(changes.some((c) => c.regressed) ? 1 : 0);
}
const scripts = readdirSync(here)
  .filter((f) => /\.m?[jt]s$/.test(f) && !/^(run|lib|history)\./.test(f))
  .filter((f) => (only.length === 0 ? !isOptIn(f) : only.some((word) => f.includes(word))));
// Every figure is taken against the current sources (the mutation run needs no build).
if (!flags.includes('--no-build') && scripts.some((f) => !isOptIn(f))) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: path.join(here, '..'), stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const rows: (Figure & { script: string })[] = [];
for (const script of scripts) {
  console.log(`\n=== ${script}`);
  const started = performance.now();
  const scriptFlags = flags.filter((flag) => flag !== '--compare');
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, script), ...scriptFlags], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(result.stdout);
  console.log(`(${script} took ${Math.round((performance.now() - started) / 1000)} s)`);
  const line = result.stdout
    .trim()
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{"figures"'));
  if (line) rows.push(...(JSON.parse(line).figures as Figure[]).map((f) => ({ script, ...f })));
  else
    rows.push({
      script,
      name: `${script}: no figures (the script failed)`,
      value: '',
      unit: '',
      budget: '',
      ok: false,
    });
}

const cell = (value: number | string | undefined, unit: string) =>
  value === '' || value === undefined ? '' : `${value}${unit ? ` ${unit}` : ''}`;
console.log('\n| figure | value | budget | reference | ratio | pass/fail |\n|---|---|---|---|---|---|');
for (const r of rows) {
  const reference = r.reference ? `${r.reference.name}: ${cell(r.reference.value, r.reference.unit)}` : '';
  const ratio = r.ratio === undefined ? '' : `${r.ratio}×`;
  console.log(
    `| ${r.name} | ${cell(r.value, r.unit)} | ${r.budget}${r.unit && /\d$/.test(r.budget) ? ` ${r.unit}` : ''} | ${reference} | ${ratio} | ${r.ok ? 'pass' : 'FAIL'} |`,
  );
}
if (flags.includes('--compare')) {
  console.log(`\nSince the run before:\n${formatComparison(compareLatest(readHistory(), scripts))}`);
}
process.exitCode = rows.every((r) => r.ok) ? 0 : 1;
