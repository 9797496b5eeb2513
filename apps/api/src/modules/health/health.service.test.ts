import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { DatabaseProbe } from './health.service.ts';

/** A database whose `select 1` fails while `down` is set. */
function fakeDb() {
  const state = { down: false };
  const db = {
    execute: async () => {
      if (state.down) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      return { rows: [] };
    },
  } as unknown as Db;
  return { db, state };
}

describe('DatabaseProbe', () => {
  it('records an outage a request reported between two ticks, and its end at the next good probe', async () => {
    const { db, state } = fakeDb();
    const probe = new DatabaseProbe(db, 60_000);
    await probe.check();
    expect(probe.report().database.lastOutage).toBeNull();

    state.down = true;
    probe.recheckNow();
    probe.recheckNow(); // one probe at a time
    await new Promise((r) => setTimeout(r, 10));
    const during = probe.report();
    expect(during.status).toBe('degraded');
    expect(during.database.lastOutage).toMatchObject({ to: null });

    state.down = false;
    await probe.check();
    const after = probe.report();
    expect(after.status).toBe('ok');
    expect(after.database.lastOutage?.to).not.toBeNull();
    expect(after.database.lastOutage?.from).toBe(during.database.lastOutage?.from);
  });

  it('records nothing when the database answers the recheck', async () => {
    const { db } = fakeDb();
    const probe = new DatabaseProbe(db, 60_000);
    probe.recheckNow();
    await new Promise((r) => setTimeout(r, 10));
    expect(probe.report().database.lastOutage).toBeNull();
  });
});
