import { messages } from '@intake/contracts';
import { CODE_EXISTS_CODE } from '@intake/contracts/endpoints/discount-codes';
import type { FastifyInstance } from 'fastify';
import { insertAudit } from '../../core/audit-log.repository.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import {
  type DiscountCodeRow,
  deleteDiscountCode,
  findDiscountCodes,
  insertDiscountCode,
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
  app: FastifyInstance,
  input: DiscountInput & { discountOwner: string },
  actorId: string,
) {
  return app.db.transaction(async (tx) => {
    const row = await insertDiscountCode(tx, {
      code: input.code,
      discountOwner: input.discountOwner,
      remainingUses: input.numberOfValidRegistration,
      discountAmount: input.discountAmount,
      createdBy: actorId,
    });
    if (!row) throw conflict('This discount code already exists.', CODE_EXISTS_CODE);
    await insertAudit(tx, {
      actorId,
      action: 'DISCOUNT_CODE_CREATED',
      subject: row.code,
      details: toWire(row),
    });
    return { message: messages.discountCreated, discountCode: toWire(row) };
  });
}

export async function updateCode(app: FastifyInstance, input: DiscountInput, actorId: string) {
  return app.db.transaction(async (tx) => {
    const row = await updateDiscountCode(tx, input.code, {
      remainingUses: input.numberOfValidRegistration,
      discountAmount: input.discountAmount,
    });
    if (!row) throw notFound('No discount code is called that.');
    await insertAudit(tx, {
      actorId,
      action: 'DISCOUNT_CODE_UPDATED',
      subject: row.code,
      details: toWire(row),
    });
    return { message: messages.discountUpdated, discountCode: toWire(row) };
  });
}

export async function deleteCode(app: FastifyInstance, code: string, actorId: string) {
  await app.db.transaction(async (tx) => {
    if (!(await deleteDiscountCode(tx, code))) throw notFound('No discount code is called that.');
    await insertAudit(tx, { actorId, action: 'DISCOUNT_CODE_DELETED', subject: code });
  });
  return { message: 'Discount code deleted successfully' };
}

export async function listCodes(app: FastifyInstance) {
  return (await findDiscountCodes(app.db)).map(toWire);
}
