import { randomUUID } from 'node:crypto';
import { MONTHS, type Month, paymentSchedule } from '@intake/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner } from '../../../test/enrolment-factories.ts';
import { applicantStateOf, staffHeaders } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import {
  activityLog,
  applicants,
  auditLog,
  cohorts,
  ledgerEntries,
  mailOutbox,
  paymentPlans,
} from '../../db/schema/index.ts';
import { formatSchoolDate } from '../../lib/school-time.ts';
import { findTuitionDue, recordLedgerEntry } from './ledger.service.ts';

type Headers = Record<string, string>;
let app: FastifyInstance;
let admin: Headers;
let elder: Headers;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await staffHeaders(app, 'ADMIN');
  elder = await staffHeaders(app, 'ELDER');
});
afterAll(() => app.close());

/** A provider's verified payment, as the gateway's job writes it. */
const pay = (applicantId: string, amountKobo: number, reference = `PSK-${randomUUID()}`) =>
  app.db.transaction((tx) =>
    recordLedgerEntry(tx, { applicantId, kind: 'payment', amountKobo, source: 'paystack', reference }),
  );

async function setFirstPayment(learnerId: string, firstPayment: number | null) {
  const [row] = await app.db
    .select({ cohortId: applicants.cohortId })
    .from(applicants)
    .where(eq(applicants.userId, learnerId));
  await app.db
    .update(cohorts)
    .set({ firstPayment })
    .where(eq(cohorts.id, row?.cohortId ?? ''));
}

const statementOf = async (headers: Headers) => {
  const answer = await app.inject({ method: 'GET', url: '/api/native/tuition/statement', headers });
  expect(answer.statusCode).toBe(200);
  return answer.json();
};

const correct = (email: string, body: object, headers = admin) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/tuition/${encodeURIComponent(email)}/corrections`,
    headers,
    payload: body,
  });

/** The receipts mailed to a learner, newest first, with their PDF's text. */
async function receiptsTo(email: string) {
  await app.jobs.runDue();
  const mails = await app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'tuition-receipt')))
    .orderBy(desc(mailOutbox.id));
  return mails.map((mail) => ({
    mail,
    text: pdfText(Buffer.from(mail.attachments?.[0]?.content ?? '', 'base64')),
  }));
}

describe('the ledger in kobo', () => {
  it('adds part payments that floats would miscount, and moves the learner once the fee is covered', async () => {
    // 333.43 + 333.43 + 333.44 is 1000.3000000000001 in floating point; in kobo it is 100030.
    const learner = await createLearner(app, { nativeState: 'ACCEPTED_ADMISSION', tuitionFee: 1000.3 });
    expect((await pay(learner.id, 33_343)).paidTuition).toBe(false);
    expect((await pay(learner.id, 33_343)).paidTuition).toBe(false);
    expect((await applicantStateOf(app, learner.email))?.native).toBe('ACCEPTED_ADMISSION');
    expect((await pay(learner.id, 33_344)).paidTuition).toBe(true);
    expect((await applicantStateOf(app, learner.email))?.native).toBe('PAID_TUITION');

    const statement = await statementOf(learner.auth);
    expect(statement).toMatchObject({
      owedKobo: 100_030,
      paidKobo: 100_030,
      balanceKobo: 0,
      dueNowKobo: 0,
      firstPaymentCovered: true,
    });
    expect(statement.entries.map((entry: { balanceAfterKobo: number }) => entry.balanceAfterKobo)).toEqual([
      66_687, 33_344, 0,
    ]);
  });

  it('counts a reference once however often it is delivered', async () => {
    const learner = await createLearner(app, { nativeState: 'ACCEPTED_ADMISSION', tuitionFee: 50_000 });
    const reference = `PSK-${randomUUID()}`;
    expect((await pay(learner.id, 1_000_00, reference)).recorded).toBe(true);
    expect((await pay(learner.id, 1_000_00, reference)).recorded).toBe(false);
    expect((await statementOf(learner.auth)).entries).toHaveLength(1);
  });

  it('keeps an overpayment as credit: a balance below zero, nothing due', async () => {
    const learner = await createLearner(app, { nativeState: 'ACCEPTED_ADMISSION', tuitionFee: 50_000 });
    await pay(learner.id, 5_000_050);
    const statement = await statementOf(learner.auth);
    expect(statement).toMatchObject({ balanceKobo: -50, dueNowKobo: 0, paidKobo: 5_000_050 });
    expect(await findTuitionDue(app.db, learner.id, app.config.timeZone)).toMatchObject({
      creditKobo: 50,
      balanceKobo: 0,
    });
  });
});

describe('refunds and adjustments', () => {
  it('lets an admin refund what was paid, with a reason, once per click; audited and in the activity', async () => {
    const learner = await createLearner(app, { nativeState: 'ACCEPTED_ADMISSION', tuitionFee: 50_000 });
    await pay(learner.id, 1_000_000);
    const idempotencyKey = randomUUID();
    const refund = { kind: 'refund', amount: '2500.10', reason: 'Paid twice by the sponsor', idempotencyKey };
    const answers = await Promise.all([correct(learner.email, refund), correct(learner.email, refund)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);

    const entries = await app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.applicantId, learner.id));
    expect(entries.filter((entry) => entry.kind === 'refund')).toMatchObject([
      { amountKobo: -250_010, source: 'staff', note: 'Paid twice by the sponsor', receiptNumber: null },
    ]);
    const statement = await statementOf(learner.auth);
    expect(statement).toMatchObject({ paidKobo: 1_000_000, refundedKobo: 250_010 });
    expect(statement.entries.at(-1)).toMatchObject({ kind: 'refund', note: 'Paid twice by the sponsor' });
    const actions = await app.db.select().from(activityLog).where(eq(activityLog.applicantId, learner.id));
    expect(actions.filter((row) => row.action === 'TUITION_REFUNDED')).toHaveLength(1);
    const audits = await app.db.select().from(auditLog).where(eq(auditLog.subject, learner.email));
    expect(audits.filter((row) => row.action === 'TUITION_REFUNDED')).toHaveLength(1);
  });

  it('refuses a refund beyond what was paid, without a reason, negative, or by a non-admin', async () => {
    const learner = await createLearner(app, { nativeState: 'ACCEPTED_ADMISSION', tuitionFee: 50_000 });
    await pay(learner.id, 1_000_000);
    const base = { kind: 'refund', reason: 'Overpaid', idempotencyKey: randomUUID() };
    const tooMuch = await correct(learner.email, { ...base, amount: '10000.01' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe('A refund cannot be more than the learner has paid (NGN 10,000.00).');
    const noReason = await correct(learner.email, { ...base, amount: 10, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Please give the reason; the learner sees it on their statement.');
    expect((await correct(learner.email, { ...base, amount: '-10' })).statusCode).toBe(400);
    expect((await correct(learner.email, { ...base, amount: '1.234' })).statusCode).toBe(400);
    expect((await correct(learner.email, { ...base, amount: 'x'.repeat(5000) })).statusCode).toBe(400);
    expect((await correct(learner.email, { ...base, amount: 10, reason: 'a\u0000b' })).statusCode).toBe(400);
    expect((await correct(learner.email, { ...base, amount: 10 }, elder)).statusCode).toBe(403);
    expect((await correct(`nobody-${randomUUID()}@intake.test`, { ...base, amount: 10 })).statusCode).toBe(
      404,
    );
    expect((await statementOf(learner.auth)).entries).toHaveLength(1);
  });

  it('takes an adjustment of either sign, and a positive one can cover the first payment', async () => {
    const learner = await createLearner(app, { nativeState: 'ACCEPTED_ADMISSION', tuitionFee: 50_000 });
    await setFirstPayment(learner.id, 20_000);
    await pay(learner.id, 1_500_000);
    const credit = {
      kind: 'adjustment',
      amount: '5000',
      reason: 'Scholarship',
      idempotencyKey: randomUUID(),
    };
    expect((await correct(learner.email, credit)).statusCode).toBe(200);
    expect((await applicantStateOf(app, learner.email))?.native).toBe('PAID_TUITION');
    const charge = {
      kind: 'adjustment',
      amount: '-0.30',
      reason: 'Bank charge',
      idempotencyKey: randomUUID(),
    };
    expect((await correct(learner.email, charge)).statusCode).toBe(200);
    expect(await statementOf(learner.auth)).toMatchObject({ adjustedKobo: 499_970, balanceKobo: 3_000_030 });
  });
});

describe('the plan’s instalments', () => {
  it('are paid from the ledger oldest first, and only the due ones count as due now', async () => {
    const learner = await createLearner(app, { nativeState: 'PAYMENT_AGREEMENT', tuitionFee: 120_000 });
    await setFirstPayment(learner.id, 30_000);
    await pay(learner.id, 3_000_000);
    const [, month, year] = formatSchoolDate(new Date(), 'Africa/Lagos').split('-').map(Number);
    const thisMonth = MONTHS[(month as number) - 1] as Month;
    await app.db.insert(paymentPlans).values({
      applicantId: learner.id,
      paymentPlan: 'QUARTERLY',
      paymentStartMonth: thisMonth,
      paymentEndMonth: thisMonth,
      tuitionFee: 120_000,
      discountAmount: 0,
      tuitionPaid: 30_000,
      amountDue: 90_000,
      instalments: paymentSchedule('QUARTERLY', 90_000, thisMonth),
      iUnderstandTerms: true,
      iAgreeToTerms: true,
    });
    await pay(learner.id, 2_000_001);

    const statement = await statementOf(learner.auth);
    expect(
      statement.instalments.map((instalment: { paidKobo: number; state: string; due: boolean }) => [
        instalment.paidKobo,
        instalment.state,
        instalment.due,
      ]),
    ).toEqual([
      [2_000_001, 'part', true],
      [0, 'unpaid', false],
      [0, 'unpaid', false],
      [0, 'unpaid', false],
    ]);
    expect(statement.instalments[0].dueOn).toBe(`${year}-${String(month).padStart(2, '0')}-01`);
    expect(statement.dueNowKobo).toBe(249_999);
    expect((await findTuitionDue(app.db, learner.id, 'Africa/Lagos'))?.dueNowKobo).toBe(249_999);

    await pay(learner.id, 500_000);
    const after = await statementOf(learner.auth);
    expect(after.instalments.map((instalment: { state: string }) => instalment.state)).toEqual([
      'paid',
      'part',
      'unpaid',
      'unpaid',
    ]);
    expect(after.dueNowKobo).toBe(0);
  });

  it('asks for the rest of the first payment until it is covered', async () => {
    const learner = await createLearner(app, { nativeState: 'ACCEPTED_ADMISSION', tuitionFee: 120_000 });
    await setFirstPayment(learner.id, 30_000);
    await pay(learner.id, 1_000_000);
    expect(await statementOf(learner.auth)).toMatchObject({
      firstPaymentKobo: 3_000_000,
      firstPaymentCovered: false,
      dueNowKobo: 2_000_000,
      balanceKobo: 11_000_000,
    });
  });
});

describe('receipts', () => {
  it('mails each payment a PDF receipt with a sequential number and the figures in words', async () => {
    const learner = await createLearner(app, { nativeState: 'ACCEPTED_ADMISSION', tuitionFee: 100_000 });
    const first = await pay(learner.id, 1_234_567, 'PSK-RECEIPT-1');
    const second = await pay(learner.id, 100, 'PSK-RECEIPT-2');
    expect(second.receiptNumber).toBe((first.receiptNumber ?? 0) + 1);

    const receipts = await receiptsTo(learner.email);
    expect(receipts).toHaveLength(2);
    // Each payment's receipt job runs on its own, in whatever order the workers take them.
    const receiptNo = (number: number | null | undefined) =>
      receipts.find((receipt) => receipt.mail.subject === `Your tuition receipt no. ${number}`);
    const older = receiptNo(first.receiptNumber);
    expect(older).toBeDefined();
    expect(older?.mail.attachments?.[0]).toMatchObject({
      filename: `receipt-${first.receiptNumber}.pdf`,
      contentType: 'application/pdf',
    });
    expect(older?.text).toEqual(
      expect.arrayContaining([
        'Intake',
        String(first.receiptNumber),
        'NGN 12,345.67',
        'Twelve thousand, three hundred and forty-five naira and sixty-seven kobo',
        'Paystack',
        'PSK-RECEIPT-1',
        'NGN 87,654.33',
      ]),
    );
    expect(older?.text.join(' ')).toContain(learner.email);
    expect(receiptNo(second.receiptNumber)?.text).toEqual(
      expect.arrayContaining(['NGN 1.00', 'One naira', 'NGN 87,653.33']),
    );

    // The job ran once per payment: running it again mails nothing more.
    expect(await receiptsTo(learner.email)).toHaveLength(2);
  });

  it('gives no receipt for a refund or an adjustment', async () => {
    const learner = await createLearner(app, { nativeState: 'ACCEPTED_ADMISSION', tuitionFee: 100_000 });
    await pay(learner.id, 10_000);
    await correct(learner.email, {
      kind: 'refund',
      amount: 50,
      reason: 'Back',
      idempotencyKey: randomUUID(),
    });
    expect(await receiptsTo(learner.email)).toHaveLength(1);
  });
});

describe('the statement', () => {
  it('is the learner’s own, for staff on the profile, and a PDF', async () => {
    const learner = await createLearner(app, { nativeState: 'ACCEPTED_ADMISSION', tuitionFee: 100_000 });
    await pay(learner.id, 2_500_000, 'PSK-STATEMENT');
    const staff = await app.inject({
      method: 'GET',
      url: `/api/elder/tuition/${encodeURIComponent(learner.email)}/statement`,
      headers: elder,
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toEqual(await statementOf(learner.auth));
    expect(
      (await app.inject({ method: 'GET', url: '/api/native/tuition/statement', headers: elder })).statusCode,
    ).toBe(403);

    const pdf = await app.inject({
      method: 'GET',
      url: '/api/native/tuition/statement/pdf',
      headers: learner.auth,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining(['Tuition statement', 'PSK-STATEMENT', 'NGN 25,000.00', 'NGN 75,000.00']),
    );
  });
});
