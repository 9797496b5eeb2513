// Mutation testing of the shared rules in packages/contracts (issue 18.21): Stryker mutates each
// rule file listed in packages/contracts/stryker.config.mjs and runs the contracts tests against
// every mutant. Budget: at least 90 % of each file's mutants detected (killed or timed out).
// Opt-in: `npm run bench -- mutation` (it takes 10–40 minutes); no build needed.
// `npx tsx bench/mutation.ts --concurrency 2` passes Stryker options on; the default is 1 runner.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot as root } from '@intake/test-kit';
import { type Figure, reportFigures } from './lib.ts';

const BUDGET = 90;
const config = 'packages/contracts/stryker.config.mjs';
const report = path.join(root, 'bench/results/mutation.json');
const strykerArgs = process.argv.slice(2).filter((arg) => arg !== '--quick' && arg !== '--no-build');

const started = performance.now();
const run = spawnSync('npx', ['stryker', 'run', config, ...strykerArgs], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
});
const minutes = (performance.now() - started) / 60_000;
// Stryker exits non-zero when the total falls under `thresholds.break`; the report is still written.
if (run.error) throw run.error;

const detected = new Set(['Killed', 'Timeout']);
const counted = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);
interface Mutant {
  status: string;
  mutatorName: string;
  replacement?: string;
  location: { start: { line: number } };
}
const { files }: { files: Record<string, { mutants: Mutant[] }> } = JSON.parse(readFileSync(report, 'utf8'));
const figures: Figure[] = [];
console.log('\n| rule file | mutants | killed | survived | no coverage | ignored (static) | score |');
console.log('|---|---|---|---|---|---|---|');
for (const [file, { mutants }] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
  const count = (status: string) => mutants.filter((m) => m.status === status).length;
  const valid = mutants.filter((m) => counted.has(m.status)).length;
  const score = valid === 0 ? 100 : (100 * mutants.filter((m) => detected.has(m.status)).length) / valid;
  const name = path.relative(path.join(root, 'packages/contracts'), path.resolve(root, file));
  console.log(
    `| ${name} | ${mutants.length} | ${count('Killed') + count('Timeout')} | ${count('Survived')} | ${count('NoCoverage')} | ${count('Ignored')} | ${score.toFixed(1)} % |`,
  );
  for (const m of mutants.filter(
    (mutant) => mutant.status === 'Survived' || mutant.status === 'NoCoverage',
  )) {
    console.log(`  ${m.status}: ${name}:${m.location.start.line} ${m.mutatorName} ${m.replacement ?? ''}`);
  }
  figures.push({
    name: `mutation score of contracts ${name}`,
    value: Math.round(score * 10) / 10,
    unit: '%',
    budget: `≥ ${BUDGET}`,
    ok: score >= BUDGET,
  });
}
console.log(`(Stryker took ${minutes.toFixed(1)} min)`);
reportFigures(figures);
