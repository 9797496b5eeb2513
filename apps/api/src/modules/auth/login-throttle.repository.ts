import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loginAttempts, loginKnownAddresses } from '../../db/schema/index.ts';

export type FailureCounts = {
  accountFailures: number;
  addressFailures: number;
  /** Seconds until the account's count falls below `accountLimit` (null while it is below). */
  accountRetrySeconds: number | null;
  /** Seconds until this address's count for the account falls below `addressLimit`. */
  addressRetrySeconds: number | null;
};

/** Failed sign-ins of one account in the window: in all, and from one address. */
export async function countRecentFailures(
  db: Executor,
  input: {
    accountKey: string;
    address: string;
    windowSeconds: number;
    accountLimit: number;
    addressLimit: number;
  },
): Promise<FailureCounts> {
  const { accountKey, address, windowSeconds, accountLimit, addressLimit } = input;
  const result = await db.execute(sql`
    with recent as (
      select address, attempted_at,
             row_number() over (order by attempted_at desc) as account_rank,
             row_number() over (partition by address order by attempted_at desc) as address_rank
      from ${loginAttempts}
      where account_key = ${accountKey}
        and attempted_at > now() - make_interval(secs => ${windowSeconds})
    )
    select
      count(*)::int as account_failures,
      (count(*) filter (where address = ${address}))::int as address_failures,
      ceil(extract(epoch from max(attempted_at) filter (where account_rank = ${accountLimit})
        + make_interval(secs => ${windowSeconds}) - now()))::int as account_retry,
      ceil(extract(epoch from max(attempted_at) filter (where address = ${address} and address_rank = ${addressLimit})
        + make_interval(secs => ${windowSeconds}) - now()))::int as address_retry
    from recent`);
  const [row] = (
    result as unknown as {
      rows: {
        account_failures: number;
        address_failures: number;
        account_retry: number | null;
        address_retry: number | null;
      }[];
    }
  ).rows;
  return {
    accountFailures: Number(row?.account_failures ?? 0),
    addressFailures: Number(row?.address_failures ?? 0),
    accountRetrySeconds: row?.account_retry == null ? null : Number(row.account_retry),
    addressRetrySeconds: row?.address_retry == null ? null : Number(row.address_retry),
  };
}

/** Records one failure; rows older than a day are swept out now and then by the same call. */
export async function insertLoginFailure(db: Executor, accountKey: string, address: string) {
  await db.insert(loginAttempts).values({ accountKey, address });
  if (Math.random() < 0.02) {
    await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, sql`now() - interval '1 day'`));
  }
}

/** A successful sign-in forgets the failures from that address. */
export async function deleteLoginFailures(db: Executor, accountKey: string, address: string) {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.accountKey, accountKey), eq(loginAttempts.address, address)));
}

export async function isKnownAddress(db: Executor, userId: string, address: string, maxAgeDays: number) {
  const rows = await db
    .select({ userId: loginKnownAddresses.userId })
    .from(loginKnownAddresses)
    .where(
      and(
        eq(loginKnownAddresses.userId, userId),
        eq(loginKnownAddresses.address, address),
        sql`${loginKnownAddresses.lastSuccessAt} > now() - make_interval(days => ${maxAgeDays})`,
      ),
    );
  return rows.length > 0;
}

export async function upsertKnownAddress(db: Executor, userId: string, address: string) {
  await db
    .insert(loginKnownAddresses)
    .values({ userId, address })
    .onConflictDoUpdate({
      target: [loginKnownAddresses.userId, loginKnownAddresses.address],
      set: { lastSuccessAt: sql`now()` },
    });
}
