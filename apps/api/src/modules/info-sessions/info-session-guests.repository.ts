import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { guestJoinTokens, infoSessionGuests } from '../../db/schema/index.ts';

/** The guest row of this e-mail on this session, created if new (a repeat invite reuses it). */
export async function upsertInfoSessionGuest(db: Executor, email: string, infoSessionId: string) {
  const result = await db.execute(sql`
    insert into ${infoSessionGuests} (email, info_session_id)
    values (${email.toLowerCase()}, ${infoSessionId})
    on conflict (lower(email), info_session_id) do update set email = excluded.email
    returning id`);
  const [row] = (result as unknown as { rows: { id: string }[] }).rows;
  if (!row) throw new Error('upsert into info_session_guests returned nothing');
  return row.id;
}

/** Stores a guest's join token (hashed); it lapses at expiresAt, on the database's clock. */
export async function insertGuestJoinToken(
  db: Executor,
  token: { tokenHash: string; guestId: string; ttlSeconds: number },
) {
  await db.insert(guestJoinTokens).values({
    tokenHash: token.tokenHash,
    guestId: token.guestId,
    expiresAt: sql`now() + make_interval(secs => ${token.ttlSeconds})`,
  });
}

/** The guest's session behind a join token, with whether the token has lapsed. */
export async function findGuestJoinToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      infoSessionId: infoSessionGuests.infoSessionId,
      expired: sql<boolean>`${guestJoinTokens.expiresAt} <= now()`,
    })
    .from(guestJoinTokens)
    .innerJoin(infoSessionGuests, eq(infoSessionGuests.id, guestJoinTokens.guestId))
    .where(eq(guestJoinTokens.tokenHash, tokenHash));
  return row;
}
