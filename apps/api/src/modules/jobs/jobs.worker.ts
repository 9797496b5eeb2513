import type { FastifyBaseLogger } from 'fastify';
import { claimDueJobs, enqueueJob, finishJob, retryJob } from '../../core/jobs.repository.ts';
import type { Db, Executor } from '../../db/client.ts';
import { loggableError } from '../../lib/error-log.ts';

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

const BATCH_SIZE = 20;
const LEASE_SECONDS = 60;

/** Runs background jobs stored in PostgreSQL; any number of processes may run one each. */
export class JobsWorker {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = 1_000,
  ) {}

  register(kind: string, handler: JobHandler) {
    this.handlers.set(kind, handler);
  }

  /** Queues a job for now (or `runAt`), for a module that has no transaction of its own to add it to. */
  enqueue(db: Executor, job: { kind: string; payload: Record<string, unknown>; runAt?: Date }) {
    return enqueueJob(db, { ...job, runAt: job.runAt ?? new Date() });
  }

  start() {
    this.stopped = false;
    this.schedule();
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Runs every job that is due now; returns how many finished. */
  async runDue(): Promise<number> {
    let finished = 0;
    for (;;) {
      const due = await claimDueJobs(this.db, BATCH_SIZE, LEASE_SECONDS);
      if (due.length === 0) return finished;
      for (const job of due) {
        const handler = this.handlers.get(job.kind);
        try {
          if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
          await handler(job.payload);
          await finishJob(this.db, job.id);
          finished += 1;
        } catch (error) {
          // A failed query's message holds its parameters: stored and logged is its code only.
          const loggable = loggableError(error);
          const message = loggable instanceof Error ? loggable.message : String(loggable);
          this.log.error({ jobId: job.id, kind: job.kind, err: message }, 'job failed; will retry');
          await retryJob(this.db, job.id, message, Math.min(5 * 2 ** (job.attempts - 1), 600));
        }
      }
    }
  }

  private schedule() {
    this.timer = setTimeout(() => {
      this.running = this.runDue()
        .catch((error) => this.log.error({ err: error }, 'jobs worker failed; retrying'))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.schedule();
        });
    }, this.pollMs);
    this.timer.unref();
  }
}
