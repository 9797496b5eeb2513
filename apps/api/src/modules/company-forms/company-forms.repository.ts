import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { hireRequests, launchSubscribers, partnerApplications } from '../../db/schema/index.ts';

export type PartnerApplicationRow = typeof partnerApplications.$inferSelect;
export type HireRequestRow = typeof hireRequests.$inferSelect;
export type LaunchSubscriberRow = typeof launchSubscribers.$inferSelect;

export async function insertPartnerApplication(db: Executor, row: typeof partnerApplications.$inferInsert) {
  const [created] = await db.insert(partnerApplications).values(row).returning();
  return created;
}

export async function insertHireRequest(db: Executor, row: typeof hireRequests.$inferInsert) {
  const [created] = await db.insert(hireRequests).values(row).returning();
  return created;
}

/** Nothing is inserted (and undefined answered) when the e-mail already subscribed. */
export async function insertLaunchSubscriber(db: Executor, row: typeof launchSubscribers.$inferInsert) {
  const [created] = await db.insert(launchSubscribers).values(row).onConflictDoNothing().returning();
  return created;
}

export async function findPartnerApplications(db: Executor, limit: number) {
  return db
    .select()
    .from(partnerApplications)
    .orderBy(desc(partnerApplications.createdAt), desc(partnerApplications.id))
    .limit(limit);
}

export async function findHireRequests(db: Executor, limit: number) {
  return db
    .select()
    .from(hireRequests)
    .orderBy(desc(hireRequests.createdAt), desc(hireRequests.id))
    .limit(limit);
}

export async function findLaunchSubscribers(db: Executor, limit: number) {
  return db
    .select()
    .from(launchSubscribers)
    .orderBy(desc(launchSubscribers.createdAt), desc(launchSubscribers.id))
    .limit(limit);
}
