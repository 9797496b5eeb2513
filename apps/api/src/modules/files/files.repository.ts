import { storedFilePath } from '@intake/contracts/stored-files';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { files, paymentProofs, users } from '../../db/schema/index.ts';

export type NewFile = typeof files.$inferInsert;

// Spelled out with the table's name: drizzle leaves a lone table's columns unqualified, and inside
// these subqueries an unqualified `id` would be the subquery's own.
/** The file is the proof of a payment (any status: staff read declined proofs too). */
const servesAsPaymentProof = sql<boolean>`exists (
  select 1 from ${paymentProofs} p where p.file_id = ${files}.id)`;
/** The file is its owner's profile picture (only one's own upload can be: setProfilePicture). */
const servesAsProfilePicture = sql<boolean>`exists (
  select 1 from ${users} u where u.id = ${files}.owner_id
    and u.profile_picture_url like '%' || ${storedFilePath('')} || ${files}.id::text)`;
const unreferenced = sql`not ${servesAsPaymentProof} and not ${servesAsProfilePicture}`;

export async function insertFile(db: Executor, file: NewFile) {
  const [row] = await db.insert(files).values(file).returning();
  if (!row) throw new Error('insert into files returned nothing');
  return row;
}

export async function findFile(db: Executor, id: string) {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/** A file with what it serves as, for the access check. */
export async function findFileWithUses(db: Executor, id: string) {
  const [row] = await db
    .select({
      file: files,
      paymentProof: servesAsPaymentProof.mapWith(Boolean),
      profilePicture: servesAsProfilePicture.mapWith(Boolean),
    })
    .from(files)
    .where(eq(files.id, id));
  return row;
}

/** Holds the owner's uploads until the transaction ends, so two uploads at once count each other. */
export async function lockUploadsOf(tx: Executor, ownerId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`uploads:${ownerId}`}, 0))`);
}

/** How many of the owner's files nothing uses yet, and their size. */
export async function measureUnreferencedUploads(db: Executor, ownerId: string) {
  const [row] = await db
    .select({
      files: sql<number>`count(*)`.mapWith(Number),
      bytes: sql<number>`coalesce(sum(${files.sizeBytes}), 0)`.mapWith(Number),
    })
    .from(files)
    .where(and(eq(files.ownerId, ownerId), unreferenced));
  return row ?? { files: 0, bytes: 0 };
}

/**
 * Up to `limit` files that nothing uses and that were uploaded more than `olderThanSeconds` ago,
 * locked until the transaction ends; rows another process holds are skipped, not waited for. A
 * payment proof being filed holds its file's row (the foreign key check), so it is skipped too.
 */
export async function claimUnreferencedFiles(tx: Executor, olderThanSeconds: number, limit: number) {
  return tx
    .select({ id: files.id, storageKey: files.storageKey })
    .from(files)
    .where(and(sql`${files.createdAt} < now() - make_interval(secs => ${olderThanSeconds})`, unreferenced))
    .orderBy(files.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function deleteFiles(tx: Executor, ids: string[]) {
  if (ids.length) await tx.delete(files).where(inArray(files.id, ids));
}
