import type { AgreementKind } from '@intake/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { agreementSignatures } from '../../db/schema/index.ts';

/** Inserts the signature; undefined when that kind is already signed. */
export async function insertSignature(
  db: Executor,
  row: {
    applicantId: string;
    kind: AgreementKind;
    termsVersion: string;
    signerName: string;
    parentName: string | null;
  },
) {
  const [created] = await db.insert(agreementSignatures).values(row).onConflictDoNothing().returning();
  return created;
}

export async function findSignatures(db: Executor, applicantId: string) {
  return db
    .select()
    .from(agreementSignatures)
    .where(eq(agreementSignatures.applicantId, applicantId))
    .orderBy(asc(agreementSignatures.signedAt), asc(agreementSignatures.kind));
}
