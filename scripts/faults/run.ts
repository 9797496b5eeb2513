// `node --import tsx scripts/faults/run.ts`: the fault scenarios of issues 8 and 20, each in its own process against
// the built portal (npm run build) and a private PostgreSQL cluster. Prints each scenario's output,
// then one line per scenario and "N passed, N failed"; exits non-zero if any failed. With
// FAULTS_REPORT=<file>, also writes {passed, failed, scenarios} there (scripts/test.ts counts it).
// FAULT_DB=pglite runs the CSV scenario on the embedded PGlite instead (slower; not in CI).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const all = [
  'smtp-outage.ts',
  'csv-import-kill.ts',
  'test-attempt-kill.ts',
  'test-pause-kill.ts',
  'postgres-restart.ts',
];
// `node --import tsx scripts/faults/run.ts csv smtp` runs only the scenarios whose file names contain those words.
const wanted = process.argv.slice(2);
const scenarios = wanted.length ? all.filter((s) => wanted.some((w) => s.includes(w))) : all;
/** A scenario that runs longer than this is stopped and failed (its clean-up still runs). */
const SCENARIO_TIMEOUT_MS = 240_000;

/** What a scenario reports (its JSON line), and how its run went. */
interface Outcome {
  name: string;
  ok: boolean;
  summary: string;
  failed?: string[];
  seconds: number;
}

function runScenario(script: string) {
  return new Promise<Outcome>((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, script)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), SCENARIO_TIMEOUT_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const line = output
        .trim()
        .split('\n')
        .reverse()
        .find((l) => l.startsWith('{"fault"'));
      const result: Omit<Outcome, 'seconds'> = line
        ? JSON.parse(line).fault
        : { name: script, ok: false, summary: '(no result: the script failed)' };
      const timedOut = signal === 'SIGTERM' && Date.now() - started >= SCENARIO_TIMEOUT_MS;
      resolve({
        ...result,
        summary: timedOut ? `timed out after ${SCENARIO_TIMEOUT_MS / 1000} s` : result.summary,
        ok: code === 0 && result.ok === true,
        seconds: Math.round((Date.now() - started) / 1000),
      });
    });
  });
}

const started = Date.now();
const results: Outcome[] = [];
for (const script of scenarios) {
  console.log(`\n--- fault: ${script}`);
  results.push(await runScenario(script));
}
const passed = results.filter((r) => r.ok).length;
console.log(`\nFault scenarios (${Math.round((Date.now() - started) / 1000)} s):`);
for (const r of results) {
  const failed = r.failed?.length ? ` — failed: ${r.failed.join('; ')}` : '';
  console.log(`${r.ok ? 'PASS' : 'FAIL'} ${r.name} (${r.seconds} s): ${r.summary}${failed}`);
}
console.log(`${passed} passed, ${results.length - passed} failed`);
if (process.env.FAULTS_REPORT) {
  writeFileSync(
    process.env.FAULTS_REPORT,
    JSON.stringify({ passed, failed: results.length - passed, scenarios: results }, null, 2),
  );
}
process.exitCode = passed === results.length ? 0 : 1;
