// A bulk decision on 5,000 applicants (issue 22.6) on PostgreSQL, e-mails to a local SMTP sink:
// 1. 5,000 INTERVIEWED applicants, Send to Community with a reason over the filter "interviewed":
//    the time until the action is FINISHED, and the e-mails the sink received (must be 5,000;
//    distinct recipients and Message-IDs too).
// 2. 5,000 fresh ones, the same action; the portal is killed (SIGKILL) when about half the items are
//    done and started again on the same database; the create request is sent again with the same
//    key (the same action answers), and the job resumes after its lease. Same figures, duplicates.

import { randomUUID } from 'node:crypto';
import { createTestDatabase, freePort, KIT_ADMIN, type Portal, startPortal } from '@intake/test-kit';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { quick, reportFigures, round } from './lib.ts';

const APPLICANTS = Number(process.env.BENCH_BULK ?? (quick ? 1_000 : 5_000));

/** What the sink received: one entry per message, with its envelope recipient and Message-ID. */
let received: { to: string; messageId: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  disableReverseLookup: true,
  logger: false,
  onData(stream, session, callback) {
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      if (head.length < 64_000) head += chunk.toString();
    });
    stream.on('end', () => {
      const messageId = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? '';
      for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address, messageId });
      callback();
    });
  },
});
const smtpPort = await freePort();
await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

const database = await createTestDatabase('bulk_decision');
const env = { DATABASE_URL: database.url, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` };
const db = new pg.Client({ connectionString: database.url });

/** `count` INTERVIEWED applicants whose e-mails start with `prefix`. */
async function seed(prefix: string, count: number) {
  await db.query(`
    insert into users (email, first_name, last_name, phone, gender, role, created_at)
    select '${prefix}' || n || '@bench.test', 'Ada', 'Obi' || n,
           '80' || lpad(((n::bigint * 7919) % 100000000)::text, 8, '0'), 'Female', 'APPLICANT',
           now() - make_interval(secs => n)
    from generate_series(1, ${count}) as n`);
  await db.query(`
    insert into applicants (user_id, age_range, application_status, terms_accepted_at, created_at)
    select id, '21-30', 'INTERVIEWED', created_at, created_at from users where email like '${prefix}%'`);
  await db.query('vacuum analyze');
}

async function progressOf(portal: Portal, token: string, id: string) {
  return portal.json<{ state: string; done: number; skipped: number; failed: number; pending: number }>(
    'GET',
    `/api/bulkActions/${id}`,
    token,
  );
}

async function waitFinished(portal: Portal, token: string, id: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const progress = await progressOf(portal, token, id);
    if (progress.state === 'FINISHED' || Date.now() > deadline) return progress;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Waits until the outbox has sent everything, and the sink has `count` messages or nothing new
 * came for 10 s. A message the killed process had claimed waits for its outbox lease (120 s).
 */
async function waitMails(count: number) {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const { rows } = await db.query(`select count(*)::int as n from mail_outbox where status = 'pending'`);
    if (rows[0].n === 0 || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  let last = -1;
  let quietSince = Date.now();
  while (received.length < count && Date.now() - quietSince < 10_000) {
    if (received.length !== last) {
      last = received.length;
      quietSince = Date.now();
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * What the sink received for one run, and what the action queued: its outbox rows and how many
 * applicants they went to. A copy with a Message-ID already received is a resend by the outbox
 * (a message sent but not yet marked sent when the process died), not a second e-mail.
 */
async function summary(prefix: string) {
  const ours = received.filter((mail) => mail.to.startsWith(prefix));
  const recipients = new Set(ours.map((mail) => mail.to)).size;
  const messageIds = new Set(ours.map((mail) => mail.messageId)).size;
  const { rows } = await db.query(
    `select count(*)::int as queued, count(distinct user_id)::int as applicants
     from mail_outbox where kind = 'send-to-community' and to_address like $1`,
    [`${prefix}%`],
  );
  return {
    emails: ours.length,
    recipients,
    messageIds,
    duplicates: ours.length - recipients,
    resentCopies: ours.length - messageIds,
    queued: rows[0].queued as number,
    queuedApplicants: rows[0].applicants as number,
  };
}

let portal: Portal | undefined;
try {
  await db.connect();
  portal = await startPortal({ env, output: 'ignore' });
  let token = await portal.logIn(KIT_ADMIN.email, KIT_ADMIN.password);
  const reason = (
    await db.query(`select id from decision_reasons where 'Send to Community' = any(decisions) limit 1`)
  ).rows[0]?.id as string;
  const request = (key: string) => ({
    kind: 'DECIDE',
    params: { decision: 'Send to Community', reasonId: reason },
    target: { filter: { stage: 'interviewed' } },
    idempotencyKey: key,
  });

  // 1. A whole run.
  await seed('first', APPLICANTS);
  received = [];
  let started = performance.now();
  const first = await portal.json<{ id: string; total: number }>(
    'POST',
    '/api/bulkActions',
    token,
    request(randomUUID()),
  );
  const firstProgress = await waitFinished(portal, token, first.id, 600_000);
  const firstSeconds = (performance.now() - started) / 1000;
  await waitMails(APPLICANTS);
  const firstMails = await summary('first');
  console.log(
    `run: ${first.total} items, done ${firstProgress.done}, skipped ${firstProgress.skipped}, failed ${firstProgress.failed}, FINISHED in ${round(firstSeconds, 1)} s`,
  );
  console.log(`run: ${JSON.stringify(firstMails)}`);

  // 2. Killed half-way, started again, the request resent.
  await seed('second', APPLICANTS);
  const key = randomUUID();
  started = performance.now();
  const second = await portal.json<{ id: string; total: number }>(
    'POST',
    '/api/bulkActions',
    token,
    request(key),
  );
  for (;;) {
    const progress = await progressOf(portal, token, second.id);
    if (progress.done + progress.skipped + progress.failed >= second.total / 2) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await portal.kill9();
  const atKill = Number(
    (
      await db.query(`select count(*) from bulk_action_items where action_id = $1 and state <> 'PENDING'`, [
        second.id,
      ])
    ).rows[0].count,
  );
  const restarted = performance.now();
  portal = await startPortal({ env, output: { name: 'portal' } });
  token = await portal.logIn(KIT_ADMIN.email, KIT_ADMIN.password);
  const startSeconds = (performance.now() - restarted) / 1000;
  const resent = await portal.request('POST', '/api/bulkActions', token, request(key));
  const sameAction = resent.status === 200 && JSON.parse(resent.body).id === second.id;
  // The restarted portal resumes the action at start, not after the dead process's job lease.
  await new Promise((r) => setTimeout(r, 10_000));
  const tenSecondsOn = await progressOf(portal, token, second.id);
  const resumedItems = tenSecondsOn.done + tenSecondsOn.skipped + tenSecondsOn.failed - atKill;
  const secondProgress = await waitFinished(portal, token, second.id, 600_000);
  const secondSeconds = (performance.now() - started) / 1000;
  await waitMails(2 * APPLICANTS);
  const mailSeconds = (performance.now() - started) / 1000;
  const secondMails = await summary('second');
  console.log(
    `killed at ${atKill}/${second.total} processed; resent create: ${resent.status}, same action: ${sameAction}`,
  );
  console.log(
    `restart took ${round(startSeconds, 1)} s; ${resumedItems} more items done in the 10 s after it`,
  );
  console.log(
    `kill run: done ${secondProgress.done}, skipped ${secondProgress.skipped}, failed ${secondProgress.failed}, FINISHED ${round(secondSeconds, 1)} s after the create; all e-mails sent ${round(mailSeconds, 1)} s after it`,
  );
  console.log(`kill run: ${JSON.stringify(secondMails)}`);

  const exact = (mails: Awaited<ReturnType<typeof summary>>) =>
    mails.emails === APPLICANTS && mails.recipients === APPLICANTS && mails.messageIds === APPLICANTS;
  reportFigures([
    {
      name: `bulk decision, ${APPLICANTS.toLocaleString()} applicants: time to FINISHED`,
      value: round(firstSeconds, 1),
      unit: 's',
      budget: 'reported',
      ok: firstProgress.state === 'FINISHED' && firstProgress.done === APPLICANTS,
    },
    {
      name: 'bulk decision: e-mails received (distinct recipients / Message-IDs)',
      value: firstMails.emails,
      unit: `e-mails (${firstMails.recipients} / ${firstMails.messageIds})`,
      budget: `= ${APPLICANTS}`,
      ok: exact(firstMails),
    },
    {
      name: `bulk decision killed at ${atKill} items and resumed: time to FINISHED`,
      value: round(secondSeconds, 1),
      unit: 's',
      budget: 'reported (includes the restart)',
      ok: secondProgress.state === 'FINISHED' && secondProgress.done === APPLICANTS && sameAction,
    },
    {
      name: 'killed and resumed: e-mails received (distinct recipients / Message-IDs), duplicates',
      value: secondMails.emails,
      unit: `e-mails (${secondMails.recipients} / ${secondMails.messageIds}), ${secondMails.duplicates} duplicates, ${secondMails.resentCopies} of them resent copies`,
      budget: `= ${APPLICANTS}, 0 duplicates`,
      ok: exact(secondMails),
    },
    {
      name: 'killed and resumed: outbox messages the action queued (applicants)',
      value: secondMails.queued,
      unit: `messages (${secondMails.queuedApplicants})`,
      budget: `= ${APPLICANTS} (${APPLICANTS})`,
      ok: secondMails.queued === APPLICANTS && secondMails.queuedApplicants === APPLICANTS,
    },
  ]);
} finally {
  await portal?.stop();
  await db.end();
  await database.drop();
  smtp.close();
}
