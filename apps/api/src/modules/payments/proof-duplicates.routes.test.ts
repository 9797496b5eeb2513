import { randomUUID } from 'node:crypto';
import { errorCodes, type PaymentProofInput } from '@intake/contracts';
import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmittedApplicant } from '../../../test/after-admission-factories.ts';
import { multipartFile, staffHeaders, uniquePng } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { activityLog, mailOutbox, paymentProofs } from '../../db/schema/index.ts';
import { formatSchoolDate } from '../../lib/school-time.ts';
import { recordLedgerEntry } from '../tuition/ledger.service.ts';

type Headers = Record<string, string>;
let app: FastifyInstance;
let admin: Headers;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await staffHeaders(app, 'ADMIN');
});
afterAll(() => app.close());

async function upload(headers: Headers, content: Buffer) {
  const body = multipartFile('file', 'receipt.png', content);
  const answer = await app.inject({
    method: 'POST',
    url: '/api/files',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
  return answer.json().secure_url as string;
}

const proofWith = (link: string, overrides: Partial<PaymentProofInput> = {}): PaymentProofInput => ({
  paymentMethod: 'bank transfer',
  amountPaid: 50000,
  transactionDate: formatSchoolDate(new Date(), 'Africa/Lagos'),
  transactionImageLink: link,
  depositorAccountName: 'Ada Obi',
  originatingBankName: 'First Bank',
  ...overrides,
});

const send = (headers: Headers, body: PaymentProofInput) =>
  app.inject({ method: 'POST', url: '/api/native/uploadProofOfPayment', headers, payload: body });

const today = () => formatSchoolDate(new Date(), 'Africa/Lagos');

describe('a proof of payment sent twice (issue 24.6)', () => {
  it('refuses the same file content from another learner, naming what was reused', async () => {
    const content = uniquePng();
    const first = await createAdmittedApplicant(app);
    expect((await send(first.headers, proofWith(await upload(first.headers, content)))).statusCode).toBe(200);

    const second = await createAdmittedApplicant(app);
    const reused = await send(second.headers, proofWith(await upload(second.headers, content)));
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({
      code: errorCodes.duplicateProof,
      message: `This file was already sent as proof of a payment (${today()}). Upload the receipt of this payment instead.`,
    });
    const stored = await app.db.select().from(paymentProofs).where(eq(paymentProofs.applicantId, second.id));
    expect(stored).toHaveLength(0);
    expect(
      (await send(second.headers, proofWith(await upload(second.headers, uniquePng())))).statusCode,
    ).toBe(200);
  });

  it('refuses a transaction reference used in another pending or confirmed proof, whatever its case', async () => {
    const reference = `TRF-${randomUUID().slice(0, 8)}`;
    const first = await createAdmittedApplicant(app);
    const sent = await send(
      first.headers,
      proofWith(await upload(first.headers, uniquePng()), { transactionReference: reference }),
    );
    expect(sent.statusCode).toBe(200);
    const [proof] = await app.db.select().from(paymentProofs).where(eq(paymentProofs.applicantId, first.id));
    expect(proof?.transactionReference).toBe(reference);
    await app.inject({
      method: 'POST',
      url: `/api/elder/paymentProofs/${proof?.id}/confirm`,
      headers: admin,
    });

    const second = await createAdmittedApplicant(app);
    const reused = await send(
      second.headers,
      proofWith(await upload(second.headers, uniquePng()), {
        transactionReference: ` ${reference.toLowerCase()} `,
      }),
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(
      `The transaction reference ${reference.toLowerCase()} was already used for another payment. Check the reference on your receipt.`,
    );
  });

  it('lets the learner send their declined receipt again, flagged to staff in the mail and the activity log', async () => {
    const content = uniquePng();
    const reference = `TRF-${randomUUID().slice(0, 8)}`;
    const learner = await createAdmittedApplicant(app);
    const link = await upload(learner.headers, content);
    expect(
      (await send(learner.headers, proofWith(link, { transactionReference: reference }))).statusCode,
    ).toBe(200);
    const [proof] = await app.db
      .select()
      .from(paymentProofs)
      .where(eq(paymentProofs.applicantId, learner.id));
    const declined = await app.inject({
      method: 'POST',
      url: `/api/elder/paymentProofs/${proof?.id}/decline`,
      headers: admin,
      payload: { reason: 'The amount did not arrive yet' },
    });
    expect(declined.statusCode).toBe(200);
    expect(
      (await send(learner.headers, proofWith(link, { transactionReference: reference }))).statusCode,
    ).toBe(200);
    const resent = await app.db
      .select()
      .from(paymentProofs)
      .where(and(eq(paymentProofs.applicantId, learner.id), eq(paymentProofs.status, 'pending')));
    const [activity] = await app.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.applicantId, learner.id),
          sql`${activityLog.details}->>'proofId' = ${resent[0]?.id ?? ''}`,
        ),
      );
    expect(activity?.details).toMatchObject({
      sentBefore: { declinedOn: today(), reason: 'The amount did not arrive yet' },
    });
    const mails = await app.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'payment-proof-received'),
          like(mailOutbox.text, `%proof=${resent[0]?.id ?? 'none'}%`),
        ),
      );
    expect(mails.length).toBeGreaterThan(0);
    expect(
      mails.every((m) =>
        m.text.includes(
          `Sent before: the same receipt was declined on ${today()} (The amount did not arrive yet)`,
        ),
      ),
    ).toBe(true);
  }, 30_000);

  it('refuses another applicant’s declined receipt, saying it was declined before', async () => {
    const content = uniquePng();
    const reference = `TRF-${randomUUID().slice(0, 8)}`;
    const first = await createAdmittedApplicant(app);
    await send(
      first.headers,
      proofWith(await upload(first.headers, content), { transactionReference: reference }),
    );
    const [proof] = await app.db.select().from(paymentProofs).where(eq(paymentProofs.applicantId, first.id));
    await app.inject({
      method: 'POST',
      url: `/api/elder/paymentProofs/${proof?.id}/decline`,
      headers: admin,
      payload: { reason: 'Not our account' },
    });
    const second = await createAdmittedApplicant(app);
    const message = `This receipt was declined before, as proof of another applicant’s payment (${today()}). Upload the receipt of your own payment.`;
    const sameFile = await send(second.headers, proofWith(await upload(second.headers, content)));
    expect(sameFile.statusCode).toBe(409);
    expect(sameFile.json()).toMatchObject({ code: errorCodes.duplicateProof, message });
    const sameReference = await send(
      second.headers,
      proofWith(await upload(second.headers, uniquePng()), { transactionReference: reference.toLowerCase() }),
    );
    expect(sameReference.statusCode).toBe(409);
    expect(sameReference.json()).toMatchObject({ code: errorCodes.duplicateProof, message });
    expect(
      await app.db.select().from(paymentProofs).where(eq(paymentProofs.applicantId, second.id)),
    ).toHaveLength(0);
  });

  it('refuses a reference a provider already paid on the ledger', async () => {
    const learner = await createAdmittedApplicant(app);
    const reference = `PSK-${randomUUID().slice(0, 8)}`;
    await app.db.transaction((tx) =>
      recordLedgerEntry(tx, {
        applicantId: learner.id,
        kind: 'payment',
        amountKobo: 100,
        source: 'paystack',
        reference,
      }),
    );
    const reused = await send(
      learner.headers,
      proofWith(await upload(learner.headers, uniquePng()), { transactionReference: reference }),
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe(errorCodes.duplicateProof);
  });

  it('answers 400 to a reference that is too long or holds control characters', async () => {
    const learner = await createAdmittedApplicant(app);
    const link = await upload(learner.headers, uniquePng());
    for (const transactionReference of ['x'.repeat(101), 'a\u0000b', 'a\nb']) {
      expect((await send(learner.headers, proofWith(link, { transactionReference }))).statusCode).toBe(400);
    }
  });
});
