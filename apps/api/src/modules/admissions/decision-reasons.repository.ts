import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { admissionDecisions, applicants, cohorts, decisionReasons } from '../../db/schema/index.ts';

export type DecisionReasonRow = typeof decisionReasons.$inferSelect & { uses: number };

// Spelled out: in a one-table select drizzle leaves column names unqualified, and "id" would be the subquery's.
const uses = sql<number>`(select count(*)::int from admission_decisions d where d.reason_id = decision_reasons.id)`;

/** Every reason with how many decisions carry it; the archived ones last. */
export async function findDecisionReasons(db: Executor): Promise<DecisionReasonRow[]> {
  return db
    .select({
      id: decisionReasons.id,
      label: decisionReasons.label,
      decisions: decisionReasons.decisions,
      nextStep: decisionReasons.nextStep,
      archivedAt: decisionReasons.archivedAt,
      createdAt: decisionReasons.createdAt,
      updatedAt: decisionReasons.updatedAt,
      uses,
    })
    .from(decisionReasons)
    .orderBy(
      sql`${decisionReasons.archivedAt} is not null`,
      asc(decisionReasons.createdAt),
      asc(decisionReasons.label),
    );
}

export async function findDecisionReason(db: Executor, id: string) {
  const [row] = await db.select().from(decisionReasons).where(eq(decisionReasons.id, id));
  return row;
}

/** Undefined when another reason already has this label (any case). */
export async function insertDecisionReason(
  db: Executor,
  row: { label: string; decisions: string[]; nextStep: string },
) {
  const [created] = await db.insert(decisionReasons).values(row).onConflictDoNothing().returning();
  return created;
}

/** Undefined when the reason is not there; a label another reason has raises the unique index. */
export async function updateDecisionReasonRow(
  db: Executor,
  id: string,
  changes: { label: string; decisions: string[]; nextStep: string; archived: boolean },
) {
  const [updated] = await db
    .update(decisionReasons)
    .set({
      label: changes.label,
      decisions: changes.decisions,
      nextStep: changes.nextStep,
      archivedAt: changes.archived ? sql`coalesce(${decisionReasons.archivedAt}, now())` : null,
      updatedAt: sql`now()`,
    })
    .where(eq(decisionReasons.id, id))
    .returning();
  return updated;
}

/** Records a decision with its reason and the applicant's cohort at the time. */
export async function insertAdmissionDecision(
  db: Executor,
  row: { applicantId: string; decision: string; reasonId: string | null; actorId: string },
) {
  await db.execute(sql`
    insert into ${admissionDecisions} (applicant_id, cohort_id, decision, reason_id, actor_id)
    select ${row.applicantId}, ${applicants.cohortId}, ${row.decision}, ${row.reasonId}, ${row.actorId}
    from ${applicants} where ${applicants.userId} = ${row.applicantId}`);
}

/** The next step of the reason on the applicant's latest decision of this kind, or null. */
export async function findLatestNextStep(db: Executor, applicantId: string, decision: string) {
  const [row] = await db
    .select({ nextStep: decisionReasons.nextStep })
    .from(admissionDecisions)
    .leftJoin(decisionReasons, eq(decisionReasons.id, admissionDecisions.reasonId))
    .where(and(eq(admissionDecisions.applicantId, applicantId), eq(admissionDecisions.decision, decision)))
    .orderBy(desc(admissionDecisions.id))
    .limit(1);
  return row?.nextStep ?? null;
}

export async function findCohortName(db: Executor, cohortId: string) {
  const [row] = await db.select({ name: cohorts.name }).from(cohorts).where(eq(cohorts.id, cohortId));
  return row?.name;
}

/** A cohort's decisions counted per decision and reason (a null reason: decided without one). */
export async function countDecisionsByReason(db: Executor, cohortId: string) {
  return db
    .select({
      decision: admissionDecisions.decision,
      reasonId: admissionDecisions.reasonId,
      label: decisionReasons.label,
      decisions: count(),
    })
    .from(admissionDecisions)
    .leftJoin(decisionReasons, eq(decisionReasons.id, admissionDecisions.reasonId))
    .where(eq(admissionDecisions.cohortId, cohortId))
    .groupBy(admissionDecisions.decision, admissionDecisions.reasonId, decisionReasons.label)
    .orderBy(asc(admissionDecisions.decision), desc(count()), asc(decisionReasons.label));
}
