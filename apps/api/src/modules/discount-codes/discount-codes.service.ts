import { messages } from '@intake/contracts';
import { discountCodeAnswers } from '@intake/contracts/copy/api-answers';
import { discountCodeErrors } from '@intake/contracts/errors/discount-codes';
import { insertAudit } from '../../core/audit-log.repository.ts';
import type { Executor } from '../../db/client.ts';
import { appError } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import {
  type DiscountCodeRow,
  deleteDiscountCode,
  findDiscountCode,
  findDiscountCodes,
  insertDiscountCode,
  takeDiscountCodeUse,
  updateDiscountCode,
} from './discount-codes.repository.ts';

const toWire = (row: DiscountCodeRow) => ({
  code: row.code,
  discountOwner: row.discountOwner,
  numberOfValidRegistration: row.remainingUses,
  discountAmount: row.discountAmount,
});

interface DiscountInput {
  code: string;
  numberOfValidRegistration: number;
  discountAmount: number;
}

export async function createCode(
  deps: ServiceDeps<'db'>,
  input: DiscountInput & { discountOwner: string },
  actorId: string,
) {
  return deps.db.transaction(async (tx) => {
    const row = await insertDiscountCode(tx, {
      code: input.code,
      discountOwner: input.discountOwner,
      remainingUses: input.numberOfValidRegistration,
      discountAmount: input.discountAmount,
      createdBy: actorId,
    });
    if (!row) throw appError(discountCodeErrors.codeExists);
    await insertAudit(tx, {
      actorId,
      action: 'DISCOUNT_CODE_CREATED',
      subject: row.code,
      details: toWire(row),
    });
    return { message: messages.discountCreated, discountCode: toWire(row) };
  });
}

export async function updateCode(deps: ServiceDeps<'db'>, input: DiscountInput, actorId: string) {
  return deps.db.transaction(async (tx) => {
    const row = await updateDiscountCode(tx, input.code, {
      remainingUses: input.numberOfValidRegistration,
      discountAmount: input.discountAmount,
    });
    if (!row) throw appError(discountCodeErrors.noSuchCode);
    await insertAudit(tx, {
      actorId,
      action: 'DISCOUNT_CODE_UPDATED',
      subject: row.code,
      details: toWire(row),
    });
    return { message: messages.discountUpdated, discountCode: toWire(row) };
  });
}

export async function deleteCode(deps: ServiceDeps<'db'>, code: string, actorId: string) {
  await deps.db.transaction(async (tx) => {
    if (!(await deleteDiscountCode(tx, code))) throw appError(discountCodeErrors.noSuchCode);
    await insertAudit(tx, { actorId, action: 'DISCOUNT_CODE_DELETED', subject: code });
  });
  return { message: discountCodeAnswers.deleted };
}

export async function listCodes(deps: ServiceDeps<'db'>) {
  return (await findDiscountCodes(deps.db)).map(toWire);
}

/** What a code takes off, for a look-up: it takes no use. */
export async function discountOf(db: Executor, code: string) {
  const found = code ? await findDiscountCode(db, code) : undefined;
  if (!found) throw appError(discountCodeErrors.codeInvalid);
  if (found.remainingUses <= 0) throw appError(discountCodeErrors.codeUsedUp);
  return found.discountAmount;
}

/** Takes one use of the code in the caller's transaction, so a refused plan gives the use back. */
export async function takeDiscountUse(tx: Executor, code: string) {
  const taken = await takeDiscountCodeUse(tx, code);
  if (taken) return taken.discountAmount;
  throw appError(
    (await findDiscountCode(tx, code)) ? discountCodeErrors.codeUsedUp : discountCodeErrors.codeInvalid,
  );
}
