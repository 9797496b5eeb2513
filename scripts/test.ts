// `npm test`: lint, the repository's own checks (import boundaries, docs), type-check, unit and API
// tests on PGlite, the API tests again on PostgreSQL, the build and its size budgets, the fault
// scenarios (scripts/faults) and the browser journeys. Closes with the failed tests by name (CI
// shows only the end of the log) and one line with the test counts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(tmpdir(), 'intake-test-'));
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const requirePostgres = process.env.CI === 'true' || process.env.INTAKE_REQUIRE_POSTGRES === '1';
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps: string[] = [];
const failedTests: string[] = [];
const flakyJourneys: string[] = [];

interface Report {
  file: string;
  count: (file: string) => void;
}

/** Runs one step; a failing step that reports no test counts (lint, build, a crash) counts as one failure. */
function run(
  name: string,
  command: string,
  args: string[],
  { env = {}, report }: { env?: Record<string, string>; report?: Report } = {},
) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const failedBefore = totals.failed;
  if (report) report.count(report.file);
  if (result.status !== 0) {
    failedSteps.push(name);
    if (totals.failed === failedBefore) totals.failed += 1;
  }
  return result.status === 0;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { status: string; title: string; ancestorTitles: string[] }[];
  }[];
}

function countVitest(file: string) {
  if (!existsSync(file)) return;
  const report: VitestReport = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  for (const testFile of report.testResults) {
    const where = path.relative(root, testFile.name);
    const failed = testFile.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failedTests.push([where, ...test.ancestorTitles, test.title].join(' › '));
    // A file that failed to load or whose hooks failed has no failed test of its own.
    if (testFile.status === 'failed' && failed.length === 0)
      failedTests.push(`${where}: ${(testFile.message ?? '').split('\n')[0]}`);
  }
}

function countFaults(file: string) {
  if (!existsSync(file)) return;
  const report: {
    passed: number;
    failed: number;
    scenarios: { name: string; ok: boolean; summary: string }[];
  } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.passed;
  totals.failed += report.failed;
  for (const scenario of report.scenarios)
    if (!scenario.ok) failedTests.push(`fault: ${scenario.name}: ${scenario.summary}`);
}

/** Playwright's JSON report nests suites by file and describe block; a test failed if its last try did. */
interface PlaywrightSuite {
  title: string;
  specs?: { title: string; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}

/** The journeys whose outcome is `status`: 'unexpected' failed, 'flaky' passed only on a retry. */
function journeysWith(status: string, suite: PlaywrightSuite, titles: string[] = []): string[] {
  const titlePath = suite.title ? [...titles, suite.title] : titles;
  const found = (suite.specs ?? [])
    .filter((spec) => spec.tests.some((test) => test.status === status))
    .map((spec) => [...titlePath, spec.title].join(' › '));
  return [...found, ...(suite.suites ?? []).flatMap((inner) => journeysWith(status, inner, titlePath))];
}

function countPlaywright(file: string) {
  if (!existsSync(file)) return;
  const {
    stats,
    suites,
  }: {
    stats: { expected: number; flaky: number; unexpected: number; skipped: number };
    suites: PlaywrightSuite[];
  } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  failedTests.push(...suites.flatMap((suite) => journeysWith('unexpected', suite)));
  flakyJourneys.push(...suites.flatMap((suite) => journeysWith('flaky', suite)));
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const vitest = (name: string) => {
  const file = path.join(reports, name);
  return {
    args: ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    report: { file, count: countVitest },
  };
};

run('lint', 'npx', ['biome', 'check', '.']);
// Seconds, and it names a crossed boundary or a stale doc before the long steps start.
const house = vitest('vitest-house.json');
const houseConfig = ['-c', 'scripts/vitest.config.ts'];
run('boundaries and docs', 'npx', ['vitest', 'run', ...houseConfig, ...house.args], { report: house.report });
run('typecheck', 'npm', ['run', 'typecheck']);

const all = vitest('vitest.json');
run('unit, API (PGlite) and web tests', 'npx', ['vitest', 'run', ...all.args], { report: all.report });

if (await postgresReachable()) {
  const api = vitest('vitest-pg.json');
  run('API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api', ...api.args], {
    env: { TEST_DATABASE_URL: postgresUrl },
    report: api.report,
  });
} else if (requirePostgres) {
  console.error(`PostgreSQL is not reachable at ${postgresUrl}`);
  failedSteps.push('API tests on PostgreSQL');
  totals.failed += 1;
} else {
  console.log(`\nPostgreSQL not reachable at ${postgresUrl}: the API suite ran on PGlite only.`);
}

if (run('build', 'npm', ['run', 'build'])) {
  run('JavaScript size budgets', 'node', ['--import', 'tsx', 'bench/web-bundle-size.ts']);
  // Each scenario starts the built portal and a private PostgreSQL cluster, injects its fault, checks the outcome.
  const faults = path.join(reports, 'faults.json');
  run('fault scenarios', 'node', ['--import', 'tsx', 'scripts/faults/run.ts'], {
    env: { FAULTS_REPORT: faults },
    report: { file: faults, count: countFaults },
  });
  const file = path.join(reports, 'playwright.json');
  run('browser journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    report: { file, count: countPlaywright },
  });
}

// Counted as passed, but named: a journey that needs its retry is a fault to look into.
if (flakyJourneys.length)
  console.log(`\nPassed only on a retry:\n${flakyJourneys.map((name) => `  ${name}`).join('\n')}`);
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((name) => `  ${name}`).join('\n')}`);
console.log(failedSteps.length ? `\nFailed steps: ${failedSteps.join(', ')}` : '\nEvery step passed.');
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
