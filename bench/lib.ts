// Shared by the bench scripts: percentiles and the figures line bench/run.ts collects. Portals,
// databases and data come from the test kit (packages/test-kit).
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { createTestDatabase, KIT_ADMIN, startPortal } from '@intake/test-kit';
import pg from 'pg';
import { appendHistory, historyEntry } from './history.ts';

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Runs at most `size` tasks at once; the others wait their turn in order. */
export function atMostAtOnce(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/** `--quick` (or BENCH_QUICK=1): smaller sizes for a local run; the sizes stay the default. */
export const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';

/** One measured figure against its budget, and the reference the issue names where it names one. */
export interface Figure {
  name: string;
  value: number | string;
  unit: string;
  budget: string;
  ok: boolean;
  reference?: { name: string; value: number | string; unit: string };
  ratio?: number;
}

/**
 * Prints the figures line that bench/run.ts collects, records it in the bench history with the
 * commit (bench/history.ts), and appends it to the file named by BENCH_RESULTS when set.
 */
export function reportFigures(figures: Figure[]) {
  const line = JSON.stringify({ figures });
  console.log(line);
  appendHistory(historyEntry(path.basename(process.argv[1] ?? 'unknown'), quick, figures));
  if (process.env.BENCH_RESULTS) appendFileSync(process.env.BENCH_RESULTS, `${line}\n`);
  process.exitCode = figures.every((f) => f.ok) ? 0 : 1;
}

/**
 * The built portal on a PostgreSQL database of its own, its URL, a pg client on that database for seeding
 * and reference queries, and the admin's token; close() stops the portal and drops the database.
 */
export async function startBenchPortal(label: string, env: Record<string, string> = {}) {
  const database = await createTestDatabase(label);
  const portal = await startPortal({ env: { DATABASE_URL: database.url, ...env } });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const adminToken = await portal.logIn(KIT_ADMIN.email, KIT_ADMIN.password);
  return {
    portal,
    db,
    /** The database's URL, for a pool of the bench's own (a reference measured beside the portal). */
    url: database.url,
    adminToken,
    async close() {
      await db.end();
      await portal.stop();
      await database.drop();
    },
  };
}

/**
 * `count` applicant accounts written in one statement, a second apart and newest first
 * (applicant1@bench.test is the newest), with varied names and phone numbers; their applicants
 * rows are the caller's (the status mix is what each bench measures). `first` numbers a later
 * batch on from an earlier one.
 */
export const insertApplicantUsers = (query: (text: string) => Promise<unknown>, count: number, first = 1) =>
  query(`
    insert into users (email, first_name, last_name, phone, gender, role, created_at)
    select 'applicant' || n || '@bench.test',
           (array['Ada','Chidi','Amina','Tunde','Ngozi','Emeka','Fatima','Bola'])[1 + n % 8],
           (array['Okafor','Bello','Adeyemi','Eze','Musa','Obi','Okoro','Ibrahim'])[1 + (n / 8) % 8] || n,
           '80' || lpad(((n::bigint * 7919) % 100000000)::text, 8, '0'),
           case when n % 2 = 0 then 'Female' else 'Male' end,
           'APPLICANT',
           now() - make_interval(secs => n)
    from generate_series(${first}, ${first + count - 1}) as n`);
