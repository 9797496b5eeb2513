// The mail outbox sending to a local SMTP listener (smtp-server, counting only, so the listener is
// never the bottleneck) on PostgreSQL: N messages queued
// in one statement, then the time until the listener has received every one. Budget: ≥ 100 e-mails/s.

import { freePort } from '@intake/test-kit';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { quick, reportFigures, round, startBenchPortal } from './lib.ts';

const MESSAGES = Number(process.env.BENCH_MAILS ?? (quick ? 500 : 2000));

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  disableReverseLookup: true,
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      received += 1;
      callback();
    });
  },
});
const smtpPort = await freePort();
await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

const bench = await startBenchPortal('outbox', { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
const { db } = bench;
try {
  // Let the first-start mail (if any) go before the clock starts.
  await new Promise((r) => setTimeout(r, 1500));
  received = 0;
  const started = performance.now();
  await db.query(
    `insert into mail_outbox (kind, to_address, subject, html, text, message_id)
     select 'bench', 'reader' || n || '@bench.test', 'Bench message ' || n,
            '<p>Hello, this is message ' || n || ' of the outbox bench.</p>', 'Hello, message ' || n,
            '<bench-' || n || '@intake.test>'
     from generate_series(1, ${MESSAGES}) as n`,
  );
  // The worker polls each second (an action's own mail pokes it at once); wait for the listener.
  const deadline = Date.now() + 120_000;
  while (received < MESSAGES && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const seconds = (performance.now() - started) / 1000;
  const sent = Number(
    (await db.query(`select count(*) from mail_outbox where kind = 'bench' and status = 'sent'`)).rows[0]
      .count,
  );
  const outboxReceived = received;
  const rate = round(outboxReceived / seconds);
  // The reference: the same messages sent straight from here by nodemailer, pooled as the portal's
  // transport is (5 connections), without the outbox.
  received = 0;
  const direct = nodemailer.createTransport({
    host: '127.0.0.1',
    port: smtpPort,
    pool: true,
    maxConnections: 5,
    ignoreTLS: true,
  });
  const directStarted = performance.now();
  await Promise.all(
    Array.from({ length: MESSAGES }, (_, n) =>
      direct.sendMail({
        from: 'bench@intake.test',
        to: `reader${n}@bench.test`,
        subject: `Bench message ${n}`,
        html: `<p>Hello, this is message ${n} of the outbox bench.</p>`,
        text: `Hello, message ${n}`,
      }),
    ),
  );
  const directRate = round(MESSAGES / ((performance.now() - directStarted) / 1000));
  direct.close();
  console.log(`reference: nodemailer straight to the listener, ${directRate}/s`);
  console.log(
    `\nOutbox to a local SMTP listener: ${outboxReceived}/${MESSAGES} received in ${round(seconds, 2)} s (${rate}/s), ${sent} marked sent`,
  );
  reportFigures([
    {
      name: `outbox to local SMTP, ${MESSAGES.toLocaleString()} e-mails`,
      value: rate,
      unit: 'e-mails/s',
      budget: '≥ 100',
      reference: { name: 'nodemailer pool straight to SMTP', value: directRate, unit: 'e-mails/s' },
      ratio: round(rate / directRate, 2),
      ok: outboxReceived === MESSAGES && rate >= 100,
    },
  ]);
} finally {
  await bench.close();
  smtp.close();
}
