import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from './client.ts';

const databaseUrl = inject('databaseUrl');

describe.skipIf(!databaseUrl)('the PostgreSQL pool', () => {
  it('lives through the database ending a connection that a transaction holds between statements', async () => {
    const database = await openDatabase({ databaseUrl, pgliteDir: undefined, poolSize: 2 });
    try {
      const transaction = database.db.transaction(async (tx) => {
        const held = await tx.execute(sql`select pg_backend_pid() as pid`);
        const pid = (held as unknown as { rows: { pid: number }[] }).rows[0]?.pid;
        // What a restart does to every connection; this one is checked out, between statements.
        await database.db.execute(sql`select pg_terminate_backend(${pid})`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      const after = await database.db.execute(sql`select 1 as one`);
      expect((after as unknown as { rows: { one: number }[] }).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});
