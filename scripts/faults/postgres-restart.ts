// Fault 4: PostgreSQL restarted under load. A private cluster (never the machine's shared one) is
// stopped for 2 s and started again while clients keep reading an authenticated route; the same
// portal process answers again within 5 s of the database's return, and /api/health reports the
// outage it saw (database.lastOutage).
import { percentile } from '../../bench/lib.ts';
import { checklist, reportScenario, scenarioOnPostgres, seconds, sleep, startFaultPortal } from './lib.ts';

const NAME = 'PostgreSQL restarted under load';
const CLIENTS = 16;
const BASELINE_MS = 2_000;
const AFTER_MS = 6_000;
const RECOVERY_BUDGET_MS = 5_000;
/** A restart with the database away for 2 s, then a quick one (stop and start at once, well under the health probe's 1 s tick). */
const PHASES = [
  { label: 'stop, 2 s, start', downMs: 2_000 },
  { label: 'quick restart', downMs: 0 },
];

const { postgres, databaseUrl, dataDir } = await scenarioOnPostgres('pg');
// Requests failing while the database is away are logged as errors: keep the output to the figures.
const portal = await startFaultPortal({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'fatal' }, dataDir);
const list = checklist();
const { check, checks } = list;
try {
  const pid = portal.pid;
  const results: { sent: number; done: number; status: number }[] = [];
  let loading = true;
  const clients = Array.from({ length: CLIENTS }, async () => {
    while (loading) {
      const sent = Date.now();
      let status: number;
      try {
        status = (await portal.request('GET', '/api/user/me', portal.adminToken)).status;
      } catch {
        status = 0; // connection refused or reset: counts as no answer
      }
      results.push({ sent, done: Date.now(), status });
      // Paced: the signed-in read is answered from memory while the database is up, thousands a second.
      await sleep(status === 200 ? 5 : 20);
    }
  });

  const outcomes: {
    label: string;
    downMs: number;
    recoveryMs: number;
    failed: number;
    total: number;
    from: number | null;
    to: number | null;
  }[] = [];
  await sleep(BASELINE_MS);
  for (const { label, downMs } of PHASES) {
    const stopAt = Date.now();
    postgres.stop();
    await sleep(downMs);
    postgres.start();
    const upAt = Date.now();
    await sleep(AFTER_MS);
    const window = results.filter((r) => r.sent >= stopAt && r.sent < upAt + AFTER_MS);
    const failed = window.filter((r) => r.status !== 200);
    const firstOkAfterUp = window.find((r) => r.status === 200 && r.sent >= upAt);
    const lastFailure = failed.at(-1);
    // Answering again: the first success once the database is back, and every request sent after it succeeds.
    const recoveryMs = Math.max(firstOkAfterUp?.done ?? Infinity, (lastFailure?.done ?? 0) + 1) - upAt;
    const byStatus: Record<string, number> = {};
    for (const r of failed) {
      const key = r.status === 0 ? 'no answer' : r.status;
      byStatus[key] = (byStatus[key] ?? 0) + 1;
    }
    const health = JSON.parse((await portal.request('GET', '/api/health')).body);
    const outage = health.database.lastOutage;
    const from = outage ? new Date(outage.from).getTime() : null;
    const to = outage?.to ? new Date(outage.to).getTime() : null;
    const slowest = window.reduce((most, r) => Math.max(most, r.done - r.sent), 0);
    console.log(
      `  ${label}: database away ${seconds(upAt - stopAt)} s; ${failed.length} of ${window.length} requests failed ` +
        `(${JSON.stringify(byStatus)}), slowest ${slowest} ms; answering again ${seconds(recoveryMs)} s after its return; ` +
        `/api/health ${health.status}, lastOutage ${from ? `+${seconds(from - stopAt)} s` : 'none'} → ${to ? `+${seconds(to - stopAt)} s` : 'open'}`,
    );
    const name = (what: string) => `${label}: ${what}`;
    // A quick restart may be over before any request notices it: then there is no outage to report.
    const noticed = downMs > 0 || failed.length > 0;
    if (downMs > 0) check(name('requests failed while the database was away'), failed.length > 0);
    check(name('answering again within 5 s of its return'), recoveryMs <= RECOVERY_BUDGET_MS);
    check(name('no request hung (each answered within 6 s)'), slowest <= 6_000);
    check(
      name('health says the database is reachable again'),
      health.status === 'ok' && health.database.reachable,
    );
    if (noticed) {
      check(
        name('health reports this outage'),
        from !== null && from >= stopAt - 500 && from <= upAt + 1_000,
      );
      check(
        name('health reports its end'),
        to !== null && to >= upAt - 1_000 && to <= upAt + RECOVERY_BUDGET_MS,
      );
    }
    outcomes.push({
      label,
      downMs: upAt - stopAt,
      recoveryMs,
      failed: failed.length,
      total: window.length,
      from,
      to,
    });
  }
  loading = false;
  await Promise.all(clients);
  check('the same portal process throughout, not restarted', portal.isAlive() && portal.pid === pid);
  console.log(
    `  ${results.length} requests from ${CLIENTS} clients in all; p99 ${Math.round(
      percentile(
        results.map((r) => r.done - r.sent),
        99,
      ),
    )} ms; ` + `same process ${portal.isAlive() && portal.pid === pid}`,
  );

  const phases = outcomes.map(
    (o) =>
      `${o.label} (away ${seconds(o.downMs)} s): answering again ${seconds(o.recoveryMs)} s after, ` +
      `${o.failed}/${o.total} requests failed meanwhile, /api/health lastOutage ${o.to && o.from ? `${seconds(o.to - o.from)} s` : 'missing'}`,
  );
  reportScenario(NAME, list.ok, `${phases.join('; ')}; ${CLIENTS} clients, no restart of the portal`, checks);
} finally {
  await portal.stop();
}
