import type { PaymentProofStatus } from '@intake/contracts';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { files, paymentProofs, users } from '../../db/schema/index.ts';

export type NewPaymentProof = Omit<
  typeof paymentProofs.$inferInsert,
  'decisionTokenExpiresAt' | 'status' | 'id' | 'createdAt'
>;

/** Stores a pending proof whose decision links expire `ttlSeconds` from now on the database's clock. */
export async function insertPaymentProof(db: Executor, proof: NewPaymentProof, ttlSeconds: number) {
  const [row] = await db
    .insert(paymentProofs)
    .values({ ...proof, decisionTokenExpiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` })
    .returning({ id: paymentProofs.id });
  if (!row) throw new Error('insert into payment_proofs returned nothing');
  return row;
}

export async function findPendingProof(db: Executor, applicantId: string) {
  const [row] = await db
    .select({
      id: paymentProofs.id,
      fileId: paymentProofs.fileId,
      amountPaid: paymentProofs.amountPaid,
      transactionDate: paymentProofs.transactionDate,
    })
    .from(paymentProofs)
    .where(and(eq(paymentProofs.applicantId, applicantId), eq(paymentProofs.status, 'pending')));
  return row;
}

const lockColumns = {
  id: paymentProofs.id,
  applicantId: paymentProofs.applicantId,
  status: paymentProofs.status,
  amountPaid: paymentProofs.amountPaid,
  expired: sql<boolean>`${paymentProofs.decisionTokenExpiresAt} <= now()`,
};

/** The proof a decision link names, read without a lock (the page before the click). */
export async function findProofByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select(lockColumns)
    .from(paymentProofs)
    .where(eq(paymentProofs.decisionTokenHash, tokenHash));
  return row;
}

/** The proof a decision link names, locked until the transaction ends so two clicks answer once. */
export async function lockProofByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select(lockColumns)
    .from(paymentProofs)
    .where(eq(paymentProofs.decisionTokenHash, tokenHash))
    .for('update');
  return row;
}

/** The proof, locked until the transaction ends so two staff answers cannot both land. */
export async function lockProof(db: Executor, id: string) {
  const [row] = await db
    .select(lockColumns)
    .from(paymentProofs)
    .where(eq(paymentProofs.id, id))
    .for('update');
  return row;
}

/** Whose proof it is (staff may not answer their own). */
export async function findProofApplicantId(db: Executor, id: string) {
  const [row] = await db
    .select({ applicantId: paymentProofs.applicantId })
    .from(paymentProofs)
    .where(eq(paymentProofs.id, id));
  return row?.applicantId;
}

export async function updateProofDecision(
  db: Executor,
  id: string,
  decision: { status: 'confirmed' | 'declined'; declineReason?: string; decidedBy?: string },
) {
  await db
    .update(paymentProofs)
    .set({
      status: decision.status,
      declineReason: decision.declineReason ?? null,
      decidedBy: decision.decidedBy ?? null,
      decidedAt: sql`now()`,
    })
    .where(eq(paymentProofs.id, id));
}

/** A proof with what the review page shows beside it: the file's format and who sent it. */
const selectProofRows = (db: Executor) =>
  db
    .select({
      proof: paymentProofs,
      fileFormat: files.format,
      applicant: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(paymentProofs)
    .innerJoin(files, eq(files.id, paymentProofs.fileId))
    .innerJoin(users, eq(users.id, paymentProofs.applicantId));

export type ProofRow = Awaited<ReturnType<typeof selectProofRows>>[number];

export async function findProofRow(db: Executor, id: string): Promise<ProofRow | undefined> {
  const [row] = await selectProofRows(db).where(eq(paymentProofs.id, id));
  return row;
}

export async function findLatestProofRow(db: Executor, applicantId: string): Promise<ProofRow | undefined> {
  const [row] = await selectProofRows(db)
    .where(eq(paymentProofs.applicantId, applicantId))
    .orderBy(desc(paymentProofs.createdAt))
    .limit(1);
  return row;
}

/** Newest first, optionally of one status. */
export async function listProofRows(
  db: Executor,
  query: { status?: PaymentProofStatus | undefined; limit: number },
): Promise<ProofRow[]> {
  return selectProofRows(db)
    .where(query.status ? eq(paymentProofs.status, query.status) : undefined)
    .orderBy(desc(paymentProofs.createdAt), desc(paymentProofs.id))
    .limit(query.limit);
}

/** Proofs sent with the same file content (its SHA-256) or the same transaction reference (case aside). */
function sameReceipt(sent: { fileSha256: string; transactionReference: string }) {
  const sameFile = eq(paymentProofs.fileSha256, sent.fileSha256);
  const sameReference =
    sent.transactionReference === ''
      ? undefined
      : and(
          sql`${paymentProofs.transactionReference} <> ''`,
          eq(sql`upper(${paymentProofs.transactionReference})`, sent.transactionReference.toUpperCase()),
        );
  return { sameFile, either: sameReference ? or(sameFile, sameReference) : sameFile };
}

/**
 * The newest declined proof sent with the same file content or transaction reference: the learner's
 * own may be sent again (flagged to staff), another applicant's may not (decision 0083).
 */
export async function findDeclinedProof(
  db: Executor,
  sent: { fileSha256: string; transactionReference: string },
) {
  const { either } = sameReceipt(sent);
  const [row] = await db
    .select({
      applicantId: paymentProofs.applicantId,
      decidedAt: paymentProofs.decidedAt,
      createdAt: paymentProofs.createdAt,
      declineReason: paymentProofs.declineReason,
    })
    .from(paymentProofs)
    .where(and(eq(paymentProofs.status, 'declined'), either))
    .orderBy(desc(paymentProofs.createdAt))
    .limit(1);
  return row;
}

/**
 * Another proof, pending or confirmed, sent with the same file content (its SHA-256) or the same
 * transaction reference (case aside). A declined proof does not count: the learner may send its
 * receipt again (decision 0083).
 */
export async function findReusedProof(
  db: Executor,
  sent: { fileSha256: string; transactionReference: string },
) {
  const { sameFile, either } = sameReceipt(sent);
  const [row] = await db
    .select({
      sameFile: sql<boolean>`${sameFile}`,
      createdAt: paymentProofs.createdAt,
    })
    .from(paymentProofs)
    .where(and(sql`${paymentProofs.status} in ('pending', 'confirmed')`, either))
    .orderBy(desc(sameFile))
    .limit(1);
  return row;
}
