import type { BulkItemState } from '@intake/contracts/bulk-actions';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jsonRecordset } from '../../db/json-rows.ts';
import { applicants, bulkActionItems, bulkActions, users } from '../../db/schema/index.ts';

export type BulkActionRow = typeof bulkActions.$inferSelect;

/** Inserts the action unless its key is known; undefined then (the caller reads the existing one). */
export async function insertBulkAction(
  db: Executor,
  action: Pick<
    typeof bulkActions.$inferInsert,
    'idempotencyKey' | 'kind' | 'params' | 'target' | 'total' | 'createdBy'
  >,
) {
  const [row] = await db
    .insert(bulkActions)
    .values(action)
    .onConflictDoNothing({ target: bulkActions.idempotencyKey })
    .returning();
  return row;
}

export async function findBulkActionByKey(db: Executor, idempotencyKey: string) {
  const [row] = await db.select().from(bulkActions).where(eq(bulkActions.idempotencyKey, idempotencyKey));
  return row;
}

export async function findBulkAction(db: Executor, id: string) {
  const [row] = await db
    .select({ action: bulkActions, createdBy: users.email })
    .from(bulkActions)
    .leftJoin(users, eq(users.id, bulkActions.createdBy))
    .where(eq(bulkActions.id, id));
  return row;
}

export async function findRunningActionIds(db: Executor) {
  const rows = await db
    .select({ id: bulkActions.id })
    .from(bulkActions)
    .where(eq(bulkActions.state, 'RUNNING'));
  return rows.map((row) => row.id);
}

export async function findRecentBulkActions(db: Executor, limit: number) {
  return db
    .select({ action: bulkActions, createdBy: users.email })
    .from(bulkActions)
    .leftJoin(users, eq(users.id, bulkActions.createdBy))
    .orderBy(desc(bulkActions.createdAt))
    .limit(limit);
}

/** One batch of items, in one statement (a filter's walk sends a thousand ids at a time). */
export async function insertBulkItems(db: Executor, actionId: string, applicantIds: readonly string[]) {
  if (applicantIds.length === 0) return;
  await db.execute(sql`
    insert into ${bulkActionItems} (action_id, applicant_id)
    select ${actionId}::uuid, applicant_id
    from ${jsonRecordset(
      applicantIds.map((id) => ({ applicant_id: id })),
      'applicant_id uuid',
    )}`);
}

/** Which of these ids are applicants (erased ones too: their item is skipped with its sentence). */
export async function findExistingApplicantIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: applicants.userId })
    .from(applicants)
    .where(inArray(applicants.userId, [...ids]));
  return rows.map((row) => row.id);
}

/** Items per state of each action, from the primary key's action prefix (a grouped count). */
export async function countItemsByState(db: Executor, actionIds: readonly string[]) {
  if (actionIds.length === 0) return [];
  return db
    .select({
      actionId: bulkActionItems.actionId,
      state: bulkActionItems.state,
      count: sql<number>`count(*)::int`,
    })
    .from(bulkActionItems)
    .where(inArray(bulkActionItems.actionId, [...actionIds]))
    .groupBy(bulkActionItems.actionId, bulkActionItems.state);
}

/** The first skipped and failed items, in the order they were processed, with who they are. */
export async function findProblemItems(db: Executor, actionId: string, limit: number) {
  return db
    .select({
      applicantId: bulkActionItems.applicantId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      state: bulkActionItems.state,
      outcome: bulkActionItems.outcome,
    })
    .from(bulkActionItems)
    .innerJoin(users, eq(users.id, bulkActionItems.applicantId))
    .where(and(eq(bulkActionItems.actionId, actionId), inArray(bulkActionItems.state, ['SKIPPED', 'FAILED'])))
    .orderBy(asc(bulkActionItems.processedAt))
    .limit(limit);
}

/** The next pending items (the partial index holds exactly these). */
export async function findPendingApplicantIds(db: Executor, actionId: string, limit: number) {
  const rows = await db
    .select({ id: bulkActionItems.applicantId })
    .from(bulkActionItems)
    .where(and(eq(bulkActionItems.actionId, actionId), eq(bulkActionItems.state, 'PENDING')))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Locks one item while it is still pending; undefined when another process holds it or has done
 * it, so two runs of the job never act on one applicant twice.
 */
export async function lockPendingItem(db: Executor, actionId: string, applicantId: string) {
  const [row] = await db
    .select({ applicantId: bulkActionItems.applicantId })
    .from(bulkActionItems)
    .where(
      and(
        eq(bulkActionItems.actionId, actionId),
        eq(bulkActionItems.applicantId, applicantId),
        eq(bulkActionItems.state, 'PENDING'),
      ),
    )
    .for('update', { skipLocked: true });
  return row;
}

/** Closes a pending item; false when it was no longer pending. */
export async function finishItem(
  db: Executor,
  actionId: string,
  applicantId: string,
  state: Exclude<BulkItemState, 'PENDING'>,
  outcome: string | null,
) {
  const rows = await db
    .update(bulkActionItems)
    .set({ state, outcome, processedAt: sql`now()` })
    .where(
      and(
        eq(bulkActionItems.actionId, actionId),
        eq(bulkActionItems.applicantId, applicantId),
        eq(bulkActionItems.state, 'PENDING'),
      ),
    )
    .returning({ applicantId: bulkActionItems.applicantId });
  return rows.length > 0;
}

/** FINISHED once no item is pending; answers whether this call finished it. */
export async function finishActionIfDone(db: Executor, actionId: string) {
  const rows = await db
    .update(bulkActions)
    .set({ state: 'FINISHED', finishedAt: sql`now()` })
    .where(
      and(
        eq(bulkActions.id, actionId),
        eq(bulkActions.state, 'RUNNING'),
        sql`not exists (select 1 from ${bulkActionItems} where action_id = ${actionId} and state = 'PENDING')`,
      ),
    )
    .returning({ id: bulkActions.id });
  return rows.length > 0;
}

/** The selected applicants in the list's columns, for the selection's CSV. */
export async function findApplicantRows(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      gender: users.gender,
      ageRange: applicants.ageRange,
      applicationStatus: applicants.applicationStatus,
      withdrawnAt: applicants.withdrawnAt,
      unsubscribedAt: applicants.unsubscribedAt,
    })
    .from(applicants)
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(and(inArray(applicants.userId, [...ids]), sql`${applicants.listKey} is not null`))
    .orderBy(desc(applicants.createdAt), desc(applicants.userId));
}
