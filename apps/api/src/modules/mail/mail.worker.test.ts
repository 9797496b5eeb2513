import { createServer } from 'node:net';
import { startSmtpListener } from '@intake/test-kit';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { adminHeaders, apply, tinyPng } from '../../../test/factories.ts';
import { buildIsolatedTestApp, buildTestApp } from '../../../test/test-app.ts';
import { mailOutbox, workLeases } from '../../db/schema/index.ts';
import { renderMail } from '../../mail/templates/layout.ts';
import { phoneTransports } from '../messaging/phone-transports.ts';
import { claimDueMail } from './mail.repository.ts';
import { queueMail, queueMails } from './mail.service.ts';
import { MailWorker, retryDelaySeconds } from './mail.worker.ts';

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function appWithSmtp(smtpUrl: string): Promise<FastifyInstance> {
  const app = await buildTestApp({ SMTP_URL: smtpUrl, MAIL_FROM: 'Intake <admissions@intake.test>' });
  closers.push(() => app.close());
  return app;
}

/** A worker on the app's database whose e-mail transport records each recipient it is handed. */
function recordingWorker(app: FastifyInstance, pace = { yieldAfter: async (_ms: number) => undefined }) {
  const sent: string[] = [];
  const worker = new MailWorker(
    app.db,
    {
      email: {
        send: async (mail) => {
          sent.push(mail.toAddress);
          return { provider: 'smtp' };
        },
        close: () => undefined,
      },
      phone: phoneTransports(app.config),
      onBounce: async () => undefined,
    },
    app.log,
    async () => ({ name: 'School', address: 'school@intake.test' }),
    pace,
  );
  return { worker, sent };
}

describe('mail outbox worker', () => {
  it('delivers queued mail over SMTP with both HTML and text parts', async () => {
    const smtp = await startSmtpListener();
    closers.push(smtp.close);
    const app = await appWithSmtp(smtp.url);
    const { body } = await apply(app);
    await app.mailWorker.drain();
    const mail = smtp.received.find((m) => m.to && JSON.stringify(m.to).includes(body.email));
    expect(mail?.subject).toBe('Welcome to Intake: create your password');
    expect(mail?.from).toContain('admissions@intake.test');
    expect(mail?.text).toMatch(/http:\/\/portal\.test\/createPassword\/[\w-]{43}/);
    expect(mail?.html).toContain('http://portal.test/createPassword/');
  });

  it("sends in the school's name as an admin last saved it when MAIL_FROM names no one", async () => {
    const smtp = await startSmtpListener();
    closers.push(smtp.close);
    // The school's settings are global: a database of its own.
    const app = await buildIsolatedTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'admissions@school.test' });
    closers.push(() => app.close());
    const admin = await adminHeaders(app);
    const senderAfterSaving = async (name: string) => {
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/admin/school',
        headers: admin,
        payload: { name, legalName: `${name} Ltd`, color: '#7a1f5c', contactEmail: '' },
      });
      expect(saved.statusCode).toBe(200);
      const { body } = await apply(app);
      await app.mailWorker.drain();
      return smtp.received.find((m) => JSON.stringify(m.to).includes(body.email))?.sender;
    };
    expect(await senderAfterSaving('Lagos Code School')).toEqual({
      name: 'Lagos Code School',
      address: 'admissions@school.test',
    });
    // A name that needs quoting in a header arrives as typed.
    expect(await senderAfterSaving('Ade, Bisi & "Co" Academy')).toEqual({
      name: 'Ade, Bisi & "Co" Academy',
      address: 'admissions@school.test',
    });
  });

  it('keeps mail while SMTP is down and delivers each message exactly once when it returns', async () => {
    const port = await freePort();
    const app = await appWithSmtp(`smtp://127.0.0.1:${port}`);
    const emails: string[] = [];
    for (let i = 0; i < 5; i += 1) emails.push((await apply(app)).body.email);

    await app.mailWorker.drain();
    const waiting = await app.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, emails));
    expect(waiting.every((m) => m.status === 'pending' && m.attempts === 1 && m.lastError)).toBe(true);

    const smtp = await startSmtpListener(port);
    closers.push(smtp.close);
    // The retry is due after its backoff; bring it forward instead of waiting.
    await app.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(inArray(mailOutbox.toAddress, emails));
    await app.mailWorker.drain();
    await app.mailWorker.drain();

    const delivered = smtp.received.flatMap((m) => (m.to ? [JSON.stringify(m.to)] : []));
    for (const email of emails) expect(delivered.filter((to) => to.includes(email))).toHaveLength(1);
    const rows = await app.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, emails));
    expect(rows.every((m) => m.status === 'sent' && m.attempts === 2)).toBe(true);
  });

  it('delivers a binary attachment byte for byte and a text one as written', async () => {
    const smtp = await startSmtpListener();
    closers.push(smtp.close);
    const app = await appWithSmtp(smtp.url);
    const to = `files-${Date.now()}@example.com`;
    await queueMail(app.db, {
      kind: 'test',
      to,
      rendered: () => ({ subject: 'Files', html: '<p>Files</p>', text: 'Files' }),
      attachments: [
        {
          filename: 'proof.png',
          contentType: 'image/png',
          content: tinyPng.toString('base64'),
          encoding: 'base64',
        },
        { filename: 'invite.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' },
      ],
    });
    await app.mailWorker.drain();
    const mail = smtp.received.find((m) => JSON.stringify(m.to).includes(to));
    expect(mail?.attachments[0]?.content.equals(tinyPng)).toBe(true);
    expect(mail?.attachments[1]?.content.toString()).toBe('BEGIN:VCALENDAR');
  });

  it('readies each batch through the steps modules register, each on what the one before left', async () => {
    const smtp = await startSmtpListener();
    closers.push(smtp.close);
    const app = await appWithSmtp(smtp.url);
    const held = `held-${Date.now()}@example.com`;
    const kept = `kept-${Date.now()}@example.com`;
    const seenBySecondStep: string[] = [];
    app.mailWorker.prepareWith(async (batch) => ({
      send: batch.filter((mail) => mail.toAddress !== held),
      skipped: batch.filter((mail) => mail.toAddress === held),
    }));
    app.mailWorker.prepareWith(async (batch) => {
      seenBySecondStep.push(...batch.map((mail) => mail.toAddress));
      return {
        send: batch.map((mail) => (mail.toAddress === kept ? { ...mail, subject: 'Prepared' } : mail)),
        skipped: [],
      };
    });
    for (const to of [held, kept]) {
      await queueMail(app.db, {
        kind: 'test',
        to,
        rendered: () => ({ subject: 'Queued', html: '<p>Hello</p>', text: 'Hello' }),
      });
    }
    await app.mailWorker.drain();
    expect(seenBySecondStep).toContain(kept);
    expect(seenBySecondStep).not.toContain(held);
    expect(smtp.received.find((m) => JSON.stringify(m.to).includes(kept))?.subject).toBe('Prepared');
    expect(smtp.received.some((m) => JSON.stringify(m.to).includes(held))).toBe(false);
    const [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, held));
    expect(row?.status).toBe('skipped');
  });

  it('hands a message back to the queue when the process holding it dies mid-send', async () => {
    const smtp = await startSmtpListener();
    closers.push(smtp.close);
    const app = await appWithSmtp(smtp.url);
    const { body } = await apply(app);
    // A lease that ran out is what a dead process leaves behind.
    await app.db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'`, attempts: 1 })
      .where(eq(mailOutbox.toAddress, body.email));
    await app.mailWorker.drain();
    expect(smtp.received.filter((m) => JSON.stringify(m.to).includes(body.email))).toHaveLength(1);
  });

  it("sends a person's own message before the bulk ones queued earlier (a CSV import's, reminders)", async () => {
    // A database of its own: other tests' pending mail would be claimed first on the shared one.
    const app = await buildIsolatedTestApp();
    closers.push(() => app.close());
    const bulk = Array.from({ length: 30 }, (_, i) => ({
      kind: 'create-password',
      to: `imported-${i}@intake.test`,
      rendered: renderMail({ subject: 'Create your password', greeting: 'Hello', paragraphs: ['Welcome.'] }),
    }));
    await queueMails(app.db, bulk, { bulk: true });
    const { body } = await apply(app);

    const claimOne = async () => (await claimDueMail(app.db, 1, 60)).map((mail) => mail.toAddress);
    expect(await claimOne()).toEqual([body.email]);
    // The bulk ones follow in the order they were queued.
    expect(await claimOne()).toEqual(['imported-0@intake.test']);
    expect(await claimOne()).toEqual(['imported-1@intake.test']);
  });

  it("gives way to people after each batch of bulk mail, never after a batch of a person's own", async () => {
    // A database of its own: only this test's mail is claimed.
    const app = await buildIsolatedTestApp();
    closers.push(() => app.close());
    const { body } = await apply(app);
    const bulk = Array.from({ length: 60 }, (_, i) => ({
      kind: 'create-password',
      to: `imported-${i}@intake.test`,
      rendered: renderMail({ subject: 'Create your password', greeting: 'Hello', paragraphs: ['Welcome.'] }),
    }));
    await queueMails(app.db, bulk, { bulk: true });
    const sentBeforeEachPause: number[] = [];
    const { worker, sent } = recordingWorker(app, {
      yieldAfter: async () => void sentBeforeEachPause.push(sent.length),
    });
    expect(await worker.drain()).toBe(61);
    // Claimed 50 at a time, the person's own first: a batch with theirs in it goes straight on;
    // the all-bulk batch after it gives way once it is sent.
    expect(sent[0]).toBe(body.email);
    expect(sentBeforeEachPause).toEqual([61]);
  });

  it("sends bulk mail from one process at a time, and people's own mail from every process", async () => {
    // A database of its own: the bulk lane and the pending mail are this test's alone.
    const app = await buildIsolatedTestApp();
    closers.push(() => app.close());
    const bulkMails = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        kind: 'create-password',
        to: `${prefix}-${i}@intake.test`,
        rendered: renderMail({
          subject: 'Create your password',
          greeting: 'Hello',
          paragraphs: ['Welcome.'],
        }),
      }));
    const a = recordingWorker(app);
    const b = recordingWorker(app);
    await queueMails(app.db, bulkMails('first', 60), { bulk: true });
    expect(await a.worker.sendInTurn()).toBe(60);
    // Asked again at once, the holder keeps its lease without writing it (it renews after 5 s).
    const leaseTime = async () => (await app.db.select().from(workLeases))[0]?.heldUntil.getTime();
    const taken = await leaseTime();
    expect(await a.worker.sendInTurn()).toBe(0);
    expect(await leaseTime()).toBe(taken);

    // While A holds the lane, B sends a person's own mail and leaves the bulk mail to A.
    await queueMails(app.db, bulkMails('second', 60), { bulk: true });
    const { body } = await apply(app);
    expect(await b.worker.sendInTurn()).toBe(1);
    expect(b.sent).toEqual([body.email]);
    expect(await a.worker.sendInTurn()).toBe(60);

    // A stops: B takes the bulk mail over at once.
    await a.worker.stop();
    await queueMails(app.db, bulkMails('third', 10), { bulk: true });
    expect(await b.worker.sendInTurn()).toBe(10);
    expect(a.sent.filter((to) => to.startsWith('third-'))).toEqual([]);
    expect(new Set([...a.sent, ...b.sent]).size).toBe(131);
  });

  it('writes owed bulk mail once none is due, up to the bulk mail the outbox may hold', async () => {
    // A database of its own: only this test's mail is pending.
    const app = await buildIsolatedTestApp();
    closers.push(() => app.close());
    const bulkMail = (to: string) => ({
      kind: 'create-password',
      to,
      rendered: renderMail({ subject: 'Create your password', greeting: 'Hello', paragraphs: ['Welcome.'] }),
    });
    // Bulk mail waiting to be retried (a provider's hiccup) is not due, but it takes room.
    await queueMails(
      app.db,
      Array.from({ length: 100 }, (_, i) => bulkMail(`retrying-${i}@intake.test`)),
      { bulk: true },
    );
    await app.db.update(mailOutbox).set({ nextAttemptAt: sql`now() + interval '1 hour'` });
    const { worker, sent } = recordingWorker(app);
    const rooms: number[] = [];
    let owed = 3;
    worker.refillWith(async (room) => {
      rooms.push(room);
      const written = Math.min(owed, room);
      owed -= written;
      await queueMails(
        app.db,
        Array.from({ length: written }, (_, i) => bulkMail(`owed-${i}@intake.test`)),
        { bulk: true },
      );
      return written;
    });
    expect(await worker.drain()).toBe(3);
    expect(sent.sort()).toEqual(['owed-0@intake.test', 'owed-1@intake.test', 'owed-2@intake.test']);
    // Asked again once those went, it had nothing more to write.
    expect(rooms).toEqual([400, 400]);
  });

  it('writes .eml files under DATA_DIR/mail when no SMTP_URL is set', async () => {
    const app = await buildTestApp();
    closers.push(() => app.close());
    const { body } = await apply(app);
    await app.mailWorker.drain();
    const { readdir, readFile } = await import('node:fs/promises');
    const folder = `${app.config.dataDir}/mail`;
    const files = await readdir(folder);
    const contents = await Promise.all(files.map((f) => readFile(`${folder}/${f}`, 'utf8')));
    expect(contents.some((c) => c.includes(body.email) && c.includes('/createPassword/'))).toBe(true);
    const list = await app.inject({ method: 'GET', url: '/dev/mailbox?format=json' });
    expect(list.json().some((m: { toAddress: string }) => m.toAddress === body.email)).toBe(true);
  });

  it('backs off 5 s, 10 s, 20 s … up to an hour, then gives up', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([5, 10, 20, 40]);
    expect(retryDelaySeconds(12)).toBe(3600);
    expect(retryDelaySeconds(30)).toBeNull();
  });
});
