import type { HealthResponse } from '@intake/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

const PROBE_TIMEOUT_MS = 2_000;

/**
 * Probes the database once a second in the background, so /api/health answers from memory at
 * any request rate and can say when the database was last unreachable.
 */
export class DatabaseProbe {
  private reachable = true;
  private checkedAt = new Date();
  private latencyMs: number | null = null;
  private lastOutage: { from: Date; to: Date | null } | null = null;
  private timer: NodeJS.Timeout | undefined;
  private rechecking: Promise<void> | undefined;
  private readonly startedAt = Date.now();

  constructor(
    private readonly db: Db,
    private readonly intervalMs = 1_000,
  ) {}

  start() {
    const loop = async () => {
      await this.check();
      this.timer = setTimeout(loop, this.intervalMs);
      this.timer.unref();
    };
    return loop();
  }

  stop() {
    clearTimeout(this.timer);
  }

  async check() {
    const started = performance.now();
    let ok: boolean;
    try {
      await Promise.race([
        this.db.execute(sql`select 1`),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS).unref()),
      ]);
      ok = true;
    } catch {
      ok = false;
    }
    const now = new Date();
    if (!ok && this.reachable) this.lastOutage = { from: now, to: null };
    if (ok && !this.reachable && this.lastOutage) this.lastOutage.to = now;
    this.reachable = ok;
    this.checkedAt = now;
    this.latencyMs = ok ? Math.round((performance.now() - started) * 100) / 100 : null;
  }

  /**
   * A request found the database unreachable: probe now rather than at the next tick, so an
   * outage shorter than the interval (a quick restart) is still recorded. One probe at a time.
   */
  recheckNow() {
    if (this.rechecking) return;
    this.rechecking = this.check().finally(() => {
      this.rechecking = undefined;
    });
  }

  report(): HealthResponse {
    return {
      status: this.reachable ? 'ok' : 'degraded',
      database: {
        reachable: this.reachable,
        checkedAt: this.checkedAt.toISOString(),
        latencyMs: this.latencyMs,
        lastOutage: this.lastOutage
          ? { from: this.lastOutage.from.toISOString(), to: this.lastOutage.to?.toISOString() ?? null }
          : null,
      },
      uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
    };
  }
}
