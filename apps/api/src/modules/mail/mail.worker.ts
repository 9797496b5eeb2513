import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  claimDueMail,
  markMailFailed,
  markMailSent,
  markMailSkipped,
  type OutboxMail,
} from './mail.repository.ts';
import type { MailFrom, MailTransport } from './mail.transport.ts';

const BATCH_SIZE = 50;
const LEASE_SECONDS = 120;
const MAX_ATTEMPTS = 30;
const MAX_BACKOFF_SECONDS = 3600;

/** Seconds before the next try: 5, 10, 20 … capped at an hour; null once it is time to give up. */
export function retryDelaySeconds(attempts: number): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return Math.min(5 * 2 ** (attempts - 1), MAX_BACKOFF_SECONDS);
}

/** Readies a claimed batch just before sending: what to send (possibly changed) and what to hold back. */
export type PrepareMail = (batch: OutboxMail[]) => Promise<{ send: OutboxMail[]; skipped: OutboxMail[] }>;

const sendAll: PrepareMail = async (batch) => ({ send: batch, skipped: [] });

/** Sends the outbox: polls, and is poked right after an action queues mail. */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private prepare: PrepareMail = sendAll;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    /** Read for each batch: the sender's name follows the school's settings without a restart. */
    private readonly sender: () => Promise<MailFrom>,
    private readonly pollMs = 1_000,
  ) {}

  /**
   * Readies each batch just before it is sent. The module that owns the recipients' choices sets it
   * (applicants: opt-outs and withdraw links), so the outbox does not call back into it.
   */
  prepareWith(prepare: PrepareMail) {
    this.prepare = prepare;
  }

  start() {
    this.stopped = false;
    this.schedule(0);
  }

  poke() {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  /** Sends every message that is due now; returns how many were sent. */
  async drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDueMail(this.db, BATCH_SIZE, LEASE_SECONDS);
      if (batch.length === 0) return sent;
      const { send, skipped } = await this.prepare(batch);
      const from = await this.sender();
      await markMailSkipped(
        this.db,
        skipped.map((mail) => mail.id),
        'recipient unsubscribed or withdrew',
      );
      const results = await Promise.all(
        send.map(async (mail) => {
          try {
            await this.transport.send(mail, from);
            await markMailSent(this.db, mail.id);
            return true;
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            await markMailFailed(this.db, mail.id, message, retryDelaySeconds(mail.attempts));
            this.log.warn(
              { mailId: mail.id, attempts: mail.attempts, err: message },
              'mail not sent, will retry',
            );
            return false;
          }
        }),
      );
      sent += results.filter(Boolean).length;
      if (results.some((ok) => !ok)) return sent;
    }
  }

  private schedule(delayMs: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), delayMs);
    this.timer.unref();
  }

  private tick() {
    if (this.stopped || this.running) return;
    this.running = this.drain()
      .then(() => undefined)
      .catch((error) => this.log.error({ err: error }, 'mail worker failed; retrying'))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        const next = this.again ? 0 : this.pollMs;
        this.again = false;
        this.schedule(next);
      });
  }
}
