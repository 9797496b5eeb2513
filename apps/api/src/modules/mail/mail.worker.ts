import { randomUUID } from 'node:crypto';
import type { PhoneChannel } from '@intake/contracts/messaging';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { BackgroundPace } from '../../lib/background-pace.ts';
import { type ChannelTransport, DeliveryError, type Receipt } from '../messaging/delivery.ts';
import { applyEarlyReports, BULK_PRIORITY } from '../messaging/messaging.service.ts';
import {
  claimDueMail,
  countPendingMail,
  markMailFailed,
  markMailSent,
  markMailSkipped,
  type OutboxMail,
  releaseWorkLease,
  takeWorkLease,
} from './mail.repository.ts';
import type { MailFrom, MailTransport } from './mail.transport.ts';

export type { OutboxMail };

const BATCH_SIZE = 50;
const LEASE_SECONDS = 120;
const MAX_ATTEMPTS = 30;
const MAX_BACKOFF_SECONDS = 3600;
/**
 * A poke starts a run at most this long after the last run began. Every write answered pokes (the
 * route cannot tell whether it queued mail): unspaced, 1,500 test autosaves a second kept the
 * worker claiming back to back, a query per save (decision 0095). Mail waits 0.1 s more at most.
 */
const POKE_GAP_MS = 100;
/**
 * Bulk mail waiting in the outbox that the refill steps top up to (decision 0101): enough for the
 * batches of a few seconds; while a provider is down, the owed mail stays unwritten.
 */
const BULK_ROOM = 500;
/**
 * Bulk mail is sent by one process at a time, whichever holds this lease (decision 0104): each
 * process gives way to its own requests only, so three processes each sending an import's mail
 * took three times the CPU beside people. It lasts `seconds` from its last renewal, which comes
 * with a batch once `renewAfter` seconds of it have passed.
 */
const BULK_LANE = { name: 'bulk-mail', seconds: 15, renewAfter: 5 };

/** Seconds before the next try: 5, 10, 20 … capped at an hour; null once it is time to give up. */
export function retryDelaySeconds(attempts: number): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return Math.min(5 * 2 ** (attempts - 1), MAX_BACKOFF_SECONDS);
}

/** Up to a quarter more, so that messages failed together are not all retried in the same second. */
const withJitter = (seconds: number) => Math.round(seconds * (1 + Math.random() * 0.25));

/** What carries each channel: the e-mail transport, and one per phone channel. */
export interface Transports {
  email: MailTransport;
  phone: Record<PhoneChannel, ChannelTransport>;
  /** An SMTP 5xx to the recipient: the address is marked and the message may go by SMS instead. */
  onBounce: (mail: OutboxMail, reason: string) => Promise<void>;
}

/** Readies a claimed batch just before sending: what to send (possibly changed) and what to hold back. */
export type PrepareMail = (batch: OutboxMail[]) => Promise<{ send: OutboxMail[]; skipped: OutboxMail[] }>;

/** Queues up to `room` bulk messages a module owes (as the outbox gets to them); answers how many. */
export type RefillMail = (room: number) => Promise<number>;

/**
 * Sends the outbox, every channel in one loop (decision 0088): polls, and is poked right after an
 * action queues mail.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  /** When the last run began, and when the next is due (Infinity: none scheduled). */
  private startedAt = 0;
  private dueAt = Number.POSITIVE_INFINITY;
  private readonly preparations: PrepareMail[] = [];
  private readonly refills: RefillMail[] = [];
  /** When the refill steps last ran and found nothing to write: they look again after a poll's time. */
  private refilledEmptyAt = Number.NEGATIVE_INFINITY;
  /** This worker, as the holder of the bulk lane, and whether it held the lane at its last try. */
  private readonly laneHolder = randomUUID();
  private holdsLane = false;

  constructor(
    private readonly db: Db,
    private readonly transports: Transports,
    private readonly log: FastifyBaseLogger,
    /** Read for each batch: the sender's name follows the school's settings without a restart. */
    private readonly sender: () => Promise<MailFrom>,
    /** Bulk batches give way to people's requests on this process (a pace that hears none never waits). */
    private readonly pace: Pick<BackgroundPace, 'yieldAfter'> = new BackgroundPace(),
    private readonly pollMs = 1_000,
  ) {}

  /**
   * Adds a step that readies each batch before it is sent, for a module whose rules decide what
   * its recipients get (the worker knows no module: applicants/ registers its opt-outs this way).
   */
  prepareWith(step: PrepareMail) {
    this.preparations.push(step);
  }

  /** Adds a step that writes owed bulk mail when the outbox runs out of due mail (decision 0101). */
  refillWith(step: RefillMail) {
    this.refills.push(step);
  }

  start() {
    this.stopped = false;
    this.schedule(0);
  }

  poke() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    const delayMs = this.pokeDelayMs();
    // A run already due by then serves this poke too.
    if (this.dueAt > Date.now() + delayMs) this.schedule(delayMs);
  }

  private pokeDelayMs() {
    return Math.max(0, this.startedAt + POKE_GAP_MS - Date.now());
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    // Another process takes the bulk mail over at once rather than when the lease lapses.
    if (this.holdsLane)
      await releaseWorkLease(this.db, BULK_LANE.name, this.laneHolder).catch((error) =>
        this.log.warn({ err: error }, 'could not give up the bulk mail lease; it lapses on its own'),
      );
    this.transports.email.close();
    for (const transport of Object.values(this.transports.phone)) transport.close();
  }

  /**
   * Sends every message that is due now, and owed bulk mail as it has room, whoever holds the bulk
   * lane (a test's or a script's explicit run); returns how many were sent.
   */
  drain(): Promise<number> {
    return this.sendDue({ refillThrottled: false, bulkInTurn: false });
  }

  /** One run as the worker's own: bulk mail only while this process holds the bulk lane. */
  sendInTurn(): Promise<number> {
    return this.sendDue({ refillThrottled: true, bulkInTurn: true });
  }

  private async sendDue({ refillThrottled, bulkInTurn }: { refillThrottled: boolean; bulkInTurn: boolean }) {
    let sent = 0;
    for (;;) {
      if (bulkInTurn)
        this.holdsLane = await takeWorkLease(this.db, { ...BULK_LANE, holder: this.laneHolder });
      const withBulk = !bulkInTurn || this.holdsLane;
      const batch = await claimDueMail(
        this.db,
        BATCH_SIZE,
        LEASE_SECONDS,
        withBulk ? undefined : BULK_PRIORITY,
      );
      if (batch.length === 0) {
        if (withBulk && (await this.refill(refillThrottled)) > 0) continue;
        return sent;
      }
      const started = performance.now();
      const { send, skipped } = await this.prepare(batch);
      const from = await this.sender();
      await markMailSkipped(
        this.db,
        skipped.map((mail) => mail.id),
        'recipient opted out, unsubscribed or withdrew',
      );
      const results = await Promise.all(send.map((mail) => this.sendOne(mail, from)));
      sent += results.filter(Boolean).length;
      // A batch where nothing went (the provider or SMTP is down) waits for the next poke or poll.
      if (send.length > 0 && !results.some(Boolean)) return sent;
      // An import's thousands of e-mails go out beside people, not ahead of them (decision 0099);
      // a person's own mail is claimed first and never waits.
      if (batch.every((mail) => mail.priority >= BULK_PRIORITY))
        await this.pace.yieldAfter(performance.now() - started);
    }
  }

  private async sendOne(mail: OutboxMail, from: MailFrom) {
    let receipt: Receipt;
    try {
      receipt =
        mail.channel === 'email'
          ? await this.transports.email.send(mail, from)
          : await this.transports.phone[mail.channel].send(mail);
    } catch (error) {
      await this.failed(mail, error);
      return false;
    }
    await markMailSent(this.db, mail.id, receipt);
    if (receipt.providerMessageId)
      await applyEarlyReports(this.db, receipt.provider, receipt.providerMessageId);
    return true;
  }

  /** Permanent: failed now (a bounce also tells the bounce step); throttled: the provider's wait; else backoff. */
  private async failed(mail: OutboxMail, error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    const options = error instanceof DeliveryError ? error.options : {};
    const backoff = retryDelaySeconds(mail.attempts);
    const retryIn =
      options.permanent || backoff === null ? null : (options.retryAfterSeconds ?? withJitter(backoff));
    await markMailFailed(this.db, mail.id, message, retryIn);
    if (options.bounced) await this.transports.onBounce(mail, message);
    this.log.warn(
      { mailId: mail.id, channel: mail.channel, attempts: mail.attempts, err: message, retryIn },
      retryIn === null ? 'message not sent, given up' : 'message not sent, will retry',
    );
  }

  /**
   * Runs the refill steps while the outbox has bulk room. Throttled (a poke's or a poll's run): at
   * most once a poll while they find nothing, as every write answered pokes the worker and even an
   * idle refill costs queries.
   */
  private async refill(throttled: boolean) {
    if (this.refills.length === 0) return 0;
    if (throttled && Date.now() - this.refilledEmptyAt < this.pollMs) return 0;
    const started = performance.now();
    let room = BULK_ROOM - (await countPendingMail(this.db, BULK_PRIORITY));
    let queued = 0;
    for (const step of this.refills) {
      if (room <= 0) break;
      const written = await step(room);
      room -= written;
      queued += written;
    }
    if (queued === 0) this.refilledEmptyAt = Date.now();
    else await this.pace.yieldAfter(performance.now() - started);
    return queued;
  }

  /** Runs the steps in turn, each on what the one before left to send. */
  private async prepare(batch: OutboxMail[]) {
    let send = batch;
    const skipped: OutboxMail[] = [];
    for (const step of this.preparations) {
      const prepared = await step(send);
      send = prepared.send;
      skipped.push(...prepared.skipped);
    }
    return { send, skipped };
  }

  private schedule(delayMs: number) {
    clearTimeout(this.timer);
    this.dueAt = Date.now() + delayMs;
    this.timer = setTimeout(() => this.tick(), delayMs);
    this.timer.unref();
  }

  private tick() {
    this.dueAt = Number.POSITIVE_INFINITY;
    if (this.stopped || this.running) return;
    this.startedAt = Date.now();
    this.running = this.sendInTurn()
      .then(() => undefined)
      .catch((error) => this.log.error({ err: error }, 'mail worker failed; retrying'))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        const next = this.again ? this.pokeDelayMs() : this.pollMs;
        this.again = false;
        this.schedule(next);
      });
  }
}
