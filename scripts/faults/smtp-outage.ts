// Fault 1: the SMTP server is down while 500 e-mails are queued (500 applications through
// POST /api/applicant/apply, each queueing its create-password e-mail). The outbox worker keeps
// failing; when the SMTP server comes back, every e-mail is delivered exactly once (counted by
// Message-ID at a real SMTP listener).
import { freePort, startSmtpListener } from '@intake/test-kit';
import pg from 'pg';
import {
  checklist,
  oneRow,
  reportScenario,
  scenarioOnPostgres,
  seconds,
  sleep,
  startFaultPortal,
} from './lib.ts';

const NAME = 'SMTP down while 500 e-mails are queued';
const MAILS = Number(process.env.FAULT_MAILS ?? 500);
const MIN_OUTAGE_MS = 5_000;
const DELIVERY_TIMEOUT_MS = 90_000;
/** After the last expected delivery, how long the listener keeps counting in case of repeats. */
const LINGER_MS = 3_000;

const { databaseUrl, dataDir } = await scenarioOnPostgres('smtp');
const smtpPort = await freePort();
const portal = await startFaultPortal(
  {
    DATABASE_URL: databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  },
  dataDir,
);
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
let listener: Awaited<ReturnType<typeof startSmtpListener>> | undefined;
const list = checklist();
const { check, checks } = list;
try {
  const outbox = () =>
    oneRow<Record<'queued' | 'pending' | 'sent' | 'tried' | 'attempts', number>>(
      db,
      `select count(*)::int as queued,
          count(*) filter (where status = 'pending')::int as pending,
          count(*) filter (where status = 'sent')::int as sent,
          count(*) filter (where attempts >= 1)::int as tried,
          coalesce(sum(attempts), 0)::int as attempts
        from mail_outbox where kind = 'create-password'`,
    );

  // SMTP is down from the start: nothing listens on smtpPort.
  const outageStarted = Date.now();
  let refused = 0;
  const applicants = Array.from({ length: MAILS }, (_, i) => i + 1);
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      for (let n = applicants.shift(); n !== undefined; n = applicants.shift()) {
        const answer = await portal.request('POST', '/api/applicant/apply', undefined, {
          firstName: `Ada${n}`,
          lastName: `Obi${n}`,
          email: `smtp${n}@fault.test`,
          phone: `80${String(n).padStart(8, '0')}`,
          dialCode: '+234',
          gender: n % 2 ? 'Female' : 'Male',
          ageRange: '21-30',
          tAndC: true,
        });
        if (answer.status !== 201) refused += 1;
      }
    }),
  );
  check('every application accepted', refused === 0);
  // Down long enough for the worker to try (and fail) every queued e-mail at least once.
  while (Date.now() - outageStarted < 60_000) {
    const state = await outbox();
    if (state.tried >= MAILS && Date.now() - outageStarted >= MIN_OUTAGE_MS) break;
    await sleep(200);
  }
  const duringOutage = await outbox();
  const outageMs = Date.now() - outageStarted;
  console.log(
    `  SMTP down ${seconds(outageMs)} s: ${duringOutage.queued} e-mails queued, ${duringOutage.sent} sent, ` +
      `${duringOutage.attempts} failed tries (every e-mail tried: ${duringOutage.tried === MAILS})`,
  );
  check(`${MAILS} e-mails queued`, duringOutage.queued === MAILS);
  check('none sent while SMTP was down', duringOutage.sent === 0);
  check('every e-mail tried while SMTP was down', duringOutage.tried === MAILS);

  listener = await startSmtpListener(smtpPort);
  const backAt = Date.now();
  let deliveredAt: number | null = null;
  while (Date.now() - backAt < DELIVERY_TIMEOUT_MS) {
    const state = await outbox();
    if (state.sent === MAILS && listener.received.length >= MAILS) {
      deliveredAt = Date.now();
      break;
    }
    await sleep(200);
  }
  await sleep(LINGER_MS);
  const final = await outbox();
  const ids = (
    await db.query<{ message_id: string }>(
      `select message_id from mail_outbox where kind = 'create-password'`,
    )
  ).rows.map((r) => r.message_id);
  const counts = new Map<string, number>();
  for (const mail of listener.received) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
  const duplicates = [...counts.values()].reduce((n, c) => n + c - 1, 0);
  const missing = ids.filter((id) => !counts.has(id)).length;
  const strangers = [...counts.keys()].filter((id) => !ids.includes(id)).length;
  const deliverySeconds = deliveredAt ? seconds(deliveredAt - backAt) : null;
  console.log(
    `  SMTP back: ${listener.received.length} messages received in ${deliverySeconds ?? `> ${DELIVERY_TIMEOUT_MS / 1000}`} s, ` +
      `${counts.size} distinct Message-IDs, ${duplicates} repeated, ${missing} missing; outbox ${final.sent} sent, ${final.pending} pending`,
  );
  check('every e-mail delivered', deliveredAt !== null && missing === 0);
  check('no e-mail delivered twice', duplicates === 0 && listener.received.length === MAILS);
  check('no unknown message', strangers === 0);
  check('outbox all marked sent', final.sent === MAILS && final.pending === 0);
  check('the portal stayed up', portal.isAlive());

  reportScenario(
    NAME,
    list.ok,
    `${duringOutage.queued} queued, SMTP down ${seconds(outageMs)} s (${duringOutage.attempts} failed tries); ` +
      `after it returned ${counts.size} delivered in ${deliverySeconds ?? '—'} s, ${duplicates} duplicates, ${missing} missing`,
    checks,
  );
} finally {
  await db.end();
  await portal.stop();
  await listener?.close();
}
