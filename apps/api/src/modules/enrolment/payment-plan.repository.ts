import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentPlans } from '../../db/schema/index.ts';

export type PaymentPlanRow = typeof paymentPlans.$inferSelect;

/** Inserts the plan; undefined when the learner already has one. */
export async function insertPaymentPlan(db: Executor, row: typeof paymentPlans.$inferInsert) {
  const [created] = await db.insert(paymentPlans).values(row).onConflictDoNothing().returning();
  return created;
}

export async function findPaymentPlan(db: Executor, applicantId: string) {
  const [row] = await db.select().from(paymentPlans).where(eq(paymentPlans.applicantId, applicantId));
  return row;
}
