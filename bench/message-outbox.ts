// The outbox's phone channels on PostgreSQL (issue 25): the portal's worker and its real Termii and
// Africa's Talking adapters sending to the local simulators of their HTTP APIs (packages/test-kit).
// 1. Throughput per channel: N messages queued in one statement, then the time until the
//    simulator (or, for e-mail, a counting SMTP listener) has taken every one.
// 2. Recovery: 10,000 messages across e-mail, SMS (Africa's Talking) and WhatsApp (Termii), sent by
//    two workers at once while Termii answers 503 for the first minute; then each must have reached
//    its simulator exactly once, and every row be marked sent.
import { createTestDatabase, startAfricasTalkingSimulator, startTermiiSimulator } from '@intake/test-kit';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { quick, reportFigures, round } from './lib.ts';

/**
 * The API's own modules, loaded from its sources at run time: the tooling typecheck does not take
 * in the API's types (its Fastify augmentations), so each is declared here by what is used.
 */
const fromApi = (file: string) => import(new URL(`../apps/api/src/${file}`, import.meta.url).href);
type Transport = { send(message: unknown, from?: unknown): Promise<unknown>; close(): void };
const { openDatabase } = (await fromApi('db/client.ts')) as {
  openDatabase(options: { databaseUrl: string; pgliteDir: undefined; poolSize: number }): Promise<{
    db: unknown;
    close(): Promise<void>;
  }>;
};
const { MailWorker } = (await fromApi('modules/mail/mail.worker.ts')) as {
  MailWorker: new (
    db: unknown,
    transports: {
      email: Transport;
      phone: { sms: Transport; whatsapp: Transport };
      onBounce(): Promise<void>;
    },
    log: unknown,
    sender: () => Promise<{ name: string; address: string }>,
  ) => { drain(): Promise<number> };
};
const { createMailTransport } = (await fromApi('modules/mail/mail.transport.ts')) as {
  createMailTransport(config: { smtpUrl: string; dataDir: string }): Transport;
};
const { termiiTransport } = (await fromApi('modules/messaging/termii.transport.ts')) as {
  termiiTransport(config: unknown, channel: 'sms' | 'whatsapp'): Transport;
};
const { africasTalkingTransport } = (await fromApi('modules/messaging/africastalking.transport.ts')) as {
  africasTalkingTransport(config: unknown): Transport;
};

const PER_CHANNEL = Number(process.env.BENCH_MESSAGES ?? (quick ? 500 : 2000));
const RECOVERY_TOTAL = quick ? 2000 : 10_000;
const OUTAGE_SECONDS = quick ? 15 : 60;

let smtpReceived = 0;
const smtpTexts: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  disableReverseLookup: true,
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      smtpReceived += 1;
      const subject = /Subject: (bench-\S+)/.exec(Buffer.concat(chunks).toString())?.[1];
      if (subject) smtpTexts.push(subject);
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as { port: number }).port;
const termii = await startTermiiSimulator({ apiKey: 'bench-key', secretKey: 'bench-secret' });
const at = await startAfricasTalkingSimulator({ username: 'bench', apiKey: 'bench-key' });

const database = await createTestDatabase('message_outbox');
const api = await openDatabase({ databaseUrl: database.url, pgliteDir: undefined, poolSize: 10 });
const sql = new pg.Client({ connectionString: database.url });
await sql.connect();

const quiet = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} };
const termiiConfig = {
  baseUrl: termii.url,
  apiKey: 'bench-key',
  secretKey: 'bench-secret',
  senderId: 'Bench',
  smsRoute: 'dnd',
  whatsappFrom: '2348000000000',
};
const atConfig = {
  baseUrl: at.url,
  username: 'bench',
  apiKey: 'bench-key',
  senderId: undefined,
  callbackSecret: undefined,
};
const worker = (sms: 'termii' | 'africastalking') =>
  new MailWorker(
    api.db,
    {
      email: createMailTransport({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, dataDir: '/tmp' }),
      phone: {
        sms: sms === 'termii' ? termiiTransport(termiiConfig, 'sms') : africasTalkingTransport(atConfig),
        whatsapp: termiiTransport(termiiConfig, 'whatsapp'),
      },
      onBounce: async () => {},
    },
    quiet,
    async () => ({ name: 'Bench School', address: 'bench@intake.test' }),
  );

/** Queues `count` messages of a channel in one statement; each text names the message. */
async function queue(channel: 'email' | 'sms' | 'whatsapp', count: number, tag: string) {
  await sql.query(
    `insert into mail_outbox (kind, channel, to_address, subject, html, text, message_id)
     select 'bench', $1,
            case when $1 = 'email' then 'reader' || n || '@bench.test' else '+23480' || lpad(n::text, 8, '0') end,
            case when $1 = 'email' then 'bench-' || $2 || '-' || n else '' end,
            case when $1 = 'email' then '<p>Hello</p>' else '' end,
            'bench-' || $2 || '-' || n || ' Reply STOP to opt out.',
            'bench-' || $2 || '-' || n
     from generate_series(1, $3::int) as n`,
    [channel, tag, count],
  );
}

const pending = async () =>
  Number((await sql.query(`select count(*) from mail_outbox where status = 'pending'`)).rows[0].count);

/** Drains until nothing is pending, as a worker process does between its polls. */
async function drainAll(workers: { drain(): Promise<number> }[], deadlineMs: number) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline && (await pending()) > 0) {
    await Promise.all(workers.map((w) => w.drain()));
    await new Promise((r) => setTimeout(r, 250));
  }
}

try {
  const figures = [];
  const runs = [
    { name: 'e-mail (SMTP)', channel: 'email', sms: 'termii', taken: () => smtpReceived },
    { name: 'SMS (Termii)', channel: 'sms', sms: 'termii', taken: () => termii.sent.length },
    { name: 'WhatsApp (Termii)', channel: 'whatsapp', sms: 'termii', taken: () => termii.sent.length },
    { name: "SMS (Africa's Talking)", channel: 'sms', sms: 'africastalking', taken: () => at.sent.length },
  ] as const;
  for (const run of runs) {
    const before = run.taken();
    const one = worker(run.sms);
    await queue(run.channel, PER_CHANNEL, run.name.replace(/\W/g, ''));
    const started = performance.now();
    await drainAll([one], 300_000);
    const seconds = (performance.now() - started) / 1000;
    const taken = run.taken() - before;
    const rate = round(taken / seconds);
    console.log(`${run.name}: ${taken}/${PER_CHANNEL} in ${round(seconds, 2)} s, ${rate}/s`);
    figures.push({
      name: `outbox by ${run.name}, ${PER_CHANNEL.toLocaleString()} messages to the local stand-in`,
      value: rate,
      unit: 'messages/s',
      budget: '≥ 50',
      ok: taken === PER_CHANNEL && rate >= 50,
    });
  }

  // Recovery: Termii down for the first minute; two workers sending all channels at once.
  await sql.query(`delete from mail_outbox`);
  smtpTexts.length = 0;
  termii.sent.length = 0;
  at.sent.length = 0;
  const third = Math.floor(RECOVERY_TOTAL * 0.3);
  const counts = { email: RECOVERY_TOTAL - 2 * third, sms: third, whatsapp: third };
  for (const [channel, count] of Object.entries(counts))
    await queue(channel as 'email', count, `r${channel}`);
  termii.setMode('down');
  const back = setTimeout(() => termii.setMode('ok'), OUTAGE_SECONDS * 1000);
  const started = performance.now();
  await drainAll([worker('africastalking'), worker('africastalking')], 900_000);
  clearTimeout(back);
  const seconds = (performance.now() - started) / 1000;
  const once = (texts: string[], expected: number) => {
    const distinct = new Set(texts);
    return { distinct: distinct.size, duplicates: texts.length - distinct.size, expected };
  };
  const tally = {
    email: once(smtpTexts, counts.email),
    sms: once(
      at.sent.map((m) => m.text),
      counts.sms,
    ),
    whatsapp: once(
      termii.sent.map((m) => m.text),
      counts.whatsapp,
    ),
  };
  const sent = Number(
    (await sql.query(`select count(*) from mail_outbox where status = 'sent'`)).rows[0].count,
  );
  console.log(
    `recovery after a ${OUTAGE_SECONDS} s Termii outage: ${round(seconds, 1)} s`,
    tally,
    `${sent} marked sent`,
  );
  const exact = Object.values(tally).every((t) => t.distinct === t.expected && t.duplicates === 0);
  figures.push({
    name: `${RECOVERY_TOTAL.toLocaleString()} messages across channels, Termii down ${OUTAGE_SECONDS} s: each delivered once`,
    value: round(seconds, 1),
    unit: 's until all sent',
    budget: 'every message exactly once',
    ok: exact && sent === RECOVERY_TOTAL,
  });
  reportFigures(figures);
} finally {
  await sql.end();
  await api.close();
  await database.drop();
  await termii.close();
  await at.close();
  smtp.close();
}
