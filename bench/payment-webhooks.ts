// Paystack webhooks at 1,000 a second for 30 s, a tenth of them duplicates (issue 24.7), against the
// portal (from its sources, a process of its own) on PostgreSQL with its jobs worker on, as in production. The local gateway
// simulator plays Paystack: each new delivery is a transfer into one of 500 learners' dedicated
// accounts (an odd number of kobo), signed as Paystack signs it; a duplicate re-sends an earlier
// one. Reported: p50/p95/p99 answer time of the webhook, events stored against deliveries, and once
// the jobs have verified and counted everything, the ledger against the simulator: each payment
// counted exactly once and the sums equal to the kobo.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, freePort, repoRoot, startPaymentGatewaySimulator } from '@intake/test-kit';
import pg from 'pg';
import { type Figure, insertApplicantUsers, percentile, quick, reportFigures, round } from './lib.ts';

const RATE = quick ? 200 : 1_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? (quick ? 10 : 30));
const DUPLICATE_SHARE = 0.1;
const WARM_UP_SECONDS = 5;
const LEARNERS = 500;
const DRAIN_TIMEOUT_MS = 15 * 60_000;

const database = await createTestDatabase('payment_webhooks');
const db = new pg.Client({ connectionString: database.url });
const port = await freePort();
// Deliveries over kept-alive connections through node:http: the sender must not be what is
// measured (the global fetch's per-request cost, on the same two cores, added its own queue).
const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 256 });
const payer = await startPaymentGatewaySimulator({
  deliver: (provider, request) =>
    new Promise<number>((resolve, reject) => {
      const sent = http.request(
        `http://127.0.0.1:${port}/api/webhooks/${provider}`,
        { method: 'POST', headers: request.headers, agent: keptAlive },
        (answer) => {
          answer.resume();
          answer.on('end', () => resolve(answer.statusCode ?? 0));
        },
      );
      sent.on('error', reject);
      sent.end(request.body);
    }),
});
// The portal from its sources in a process of its own (as in production, apart from the load
// and the simulator), its jobs worker on.
const portal = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: repoRoot,
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'intake-payment-webhooks-')),
    DATABASE_URL: database.url,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PAYMENTS_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: payer.keys.paystack,
    PAYSTACK_BASE_URL: payer.paystackUrl,
    WORKERS: 'on',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const portalUrl = `http://127.0.0.1:${port}`;

async function waitForHealth() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${portalUrl}/api/health`)
      .then((answer) => answer.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the portal did not start');
}

try {
  await waitForHealth();
  payer.setPortalUrl(portalUrl);
  await db.connect();
  await insertApplicantUsers((text) => db.query(text), LEARNERS);
  const cohort = await db.query(
    `insert into cohorts (name, tuition_fee, start_month, start_year) values ('Bench', 50000000, 1, 2027) returning id`,
  );
  await db.query(
    `insert into applicants (user_id, age_range, application_status, native_state, cohort_id, terms_accepted_at)
     select id, '21-30', 'ACCEPTED_ADMISSION', 'ACCEPTED_ADMISSION', $1, now() from users where role = 'APPLICANT'`,
    [cohort.rows[0].id],
  );
  const learners = await db.query(`select id, email from users where role = 'APPLICANT' order by email`);
  const accounts: string[] = [];
  for (const [i, learner] of learners.rows.entries()) {
    const accountNumber = String(9_100_000_000 + i);
    accounts.push(accountNumber);
    payer.accounts.set(accountNumber, {
      accountNumber,
      customerCode: `CUS_bench${i}`,
      email: learner.email,
      accountName: 'BENCH LEARNER',
    });
    await db.query(
      `insert into virtual_accounts (applicant_id, provider, account_number, bank_name, account_name, provider_reference)
       values ($1, 'paystack', $2, 'Wema Bank', 'BENCH LEARNER', $3)`,
      [learner.id, accountNumber, `CUS_bench${i}`],
    );
  }

  let redelivered = 0;
  // As Paystack does, a delivery not answered 200 is sent again later (here after 2 s, 5 times at most).
  const deliverAsPaystack = async (transaction: (typeof transfers)[number]) => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const [delivery] = await payer.sendWebhook(transaction);
      if (delivery?.status === 200) return;
      redelivered += 1;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    throw new Error(`webhook for ${transaction.reference} never answered 200`);
  };
  // Open loop: every 10 ms a tick sends a hundredth of the rate, whether or not earlier ones answered.
  const transfers: Awaited<ReturnType<typeof payer.transferToAccount>>['transaction'][] = [];
  let duplicates = 0;
  let failed = 0;
  let n = 0;
  const sendFor = async (seconds: number, rateAt: (second: number) => number) => {
    const sent: Promise<unknown>[] = [];
    const started = performance.now();
    for (let tick = 0; tick < seconds * 100; tick += 1) {
      const perTick = Math.round(rateAt(tick / 100) / 100);
      for (let i = 0; i < perTick; i += 1, n += 1) {
        const earlier = transfers[Math.floor(Math.random() * transfers.length)];
        const duplicate = earlier !== undefined && Math.random() < DUPLICATE_SHARE;
        if (duplicate) duplicates += 1;
        const delivery = duplicate
          ? deliverAsPaystack(earlier)
          : payer
              .transferToAccount(
                accounts[n % accounts.length] ?? '',
                100_000 + ((n * 7_919) % 9_999_999),
                false,
              )
              .then(({ transaction }) => {
                transfers.push(transaction);
                return deliverAsPaystack(transaction);
              });
        sent.push(delivery.catch(() => (failed += 1)));
      }
      const next = started + (tick + 1) * 10;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
    }
    await Promise.all(sent);
    return (performance.now() - started) / 1000;
  };
  // A portal in service is warm: a ramp to the rate first (its payments are counted below like
  // the rest), so that what is timed is the steady rate, not the first connections and the JIT.
  await sendFor(WARM_UP_SECONDS, (second) => (RATE * (second + 1)) / WARM_UP_SECONDS);
  const warmUp = payer.deliveries.length;
  const warmUpP99 = round(
    percentile(
      payer.deliveries.map((d) => d.ms),
      99,
    ),
    1,
  );
  const sendingSeconds = await sendFor(SECONDS, () => RATE);
  const times = payer.deliveries.slice(warmUp).map((d) => d.ms);
  const non200 = payer.deliveries.filter((d) => d.status !== 200).length;
  const statuses: Record<number, number> = {};
  for (const d of payer.deliveries) statuses[d.status] = (statuses[d.status] ?? 0) + 1;

  const drainStarted = performance.now();
  let left = Number.POSITIVE_INFINITY;
  while (left > 0 && performance.now() - drainStarted < DRAIN_TIMEOUT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    left = Number(
      (await db.query('select count(*) from gateway_events where processed_at is null')).rows[0].count,
    );
  }
  const drainSeconds = (performance.now() - drainStarted) / 1000;
  const stored = (
    await db.query('select count(*)::int as events, sum(deliveries)::int as deliveries from gateway_events')
  ).rows[0];
  const ledger = (
    await db.query(
      `select count(*)::int as entries, count(distinct reference)::int as refs, coalesce(sum(amount_kobo), 0)::bigint as kobo
       from ledger_entries where source = 'paystack'`,
    )
  ).rows[0];
  const simulatorKobo = payer.paidKobo('paystack');
  const p = (q: number) => round(percentile(times, q), 1);

  console.log(`\nPaystack webhooks, ${RATE}/s for ${SECONDS} s (${round(sendingSeconds, 1)} s to send):`);
  console.log(
    `  deliveries ${payer.deliveries.length} (${duplicates} duplicates, ${redelivered} re-sent after a non-200), answers ${JSON.stringify(statuses)}, given up ${failed}`,
  );
  console.log(
    `  warm-up: ${warmUp} deliveries ramping to ${RATE}/s over ${WARM_UP_SECONDS} s, p99 ${warmUpP99} ms`,
  );
  console.log(`  answer time p50 ${p(50)} ms · p95 ${p(95)} ms · p99 ${p(99)} ms · max ${p(100)} ms`);
  console.log(
    `  events stored ${stored.events} (deliveries counted ${stored.deliveries}); transfers ${transfers.length}`,
  );
  console.log(`  jobs drained in ${round(drainSeconds, 1)} s, ${left} left`);
  console.log(
    `  ledger ${ledger.entries} entries (${ledger.refs} references), ${ledger.kobo} kobo; simulator ${simulatorKobo} kobo`,
  );

  const figures: Figure[] = [
    {
      name: `webhook answer p99 at ${RATE}/s`,
      value: p(99),
      unit: 'ms',
      budget: '≤ 1000, all 200',
      ok: p(99) <= 1_000 && non200 === 0,
    },
    {
      name: 'payments counted exactly once',
      value: `${ledger.entries}/${transfers.length}`,
      unit: 'entries',
      budget: '= transfers, events = transfers',
      ok:
        ledger.entries === transfers.length &&
        ledger.refs === transfers.length &&
        stored.events === transfers.length,
    },
    {
      name: 'ledger sum vs simulator sum',
      value: String(ledger.kobo),
      unit: 'kobo',
      budget: `= ${simulatorKobo}`,
      reference: { name: 'simulator', value: simulatorKobo, unit: 'kobo' },
      ok: Number(ledger.kobo) === simulatorKobo && left === 0,
    },
  ];
  reportFigures(figures);
} finally {
  portal.kill('SIGTERM');
  await new Promise((resolve) => portal.once('exit', resolve));
  await payer.close();
  await db.end().catch(() => undefined);
  await database.drop();
}
