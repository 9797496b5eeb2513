import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner } from '../../../test/enrolment-factories.ts';
import { bearer, createStaff, logIn, staffHeaders } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { applicants, auditLog, ledgerEntries, unmatchedPayments, users } from '../../db/schema/index.ts';
import { formatSchoolDate } from '../../lib/school-time.ts';
import { recordLedgerEntry } from './ledger.service.ts';

type Headers = Record<string, string>;
const financeEmail = `finance-${randomUUID().slice(0, 8)}@intake.test`;
let app: FastifyInstance;
let admin: Headers;
let elder: Headers;
let financeDesk: Headers;
beforeAll(async () => {
  app = await buildTestApp({ FINANCE_EMAIL: financeEmail });
  admin = await staffHeaders(app, 'ADMIN');
  elder = await staffHeaders(app, 'ELDER');
  const desk = await createStaff(app, 'SPONSOR');
  await app.db.update(users).set({ email: financeEmail }).where(eq(users.id, desk.id));
  financeDesk = bearer((await logIn(app, financeEmail, desk.password)).json().accessToken);
});
afterAll(() => app.close());

const today = () => formatSchoolDate(new Date(), 'Africa/Lagos').split('-').reverse().join('-');
const get = (url: string, headers = admin) => app.inject({ method: 'GET', url, headers });

async function unmatched(amountKobo: number, reference = `FLW-${randomUUID()}`) {
  const [row] = await app.db
    .insert(unmatchedPayments)
    .values({
      provider: 'flutterwave',
      reference,
      amountKobo,
      paidAt: new Date(),
      payer: { name: 'Chinedu Okafor', narration: '=HYPERLINK("x")' },
    })
    .returning();
  if (!row) throw new Error('no unmatched row');
  return row;
}

const assign = (id: string, email: string, headers = admin) =>
  app.inject({ method: 'POST', url: `/api/finance/unmatched/${id}/assign`, headers, payload: { email } });

describe('who sees the finance screen', () => {
  it('admits admins and the staff account of the finance address, and no other staff', async () => {
    expect((await get('/api/finance/outstanding', admin)).statusCode).toBe(200);
    expect((await get('/api/finance/outstanding', financeDesk)).statusCode).toBe(200);
    expect((await get('/api/finance/outstanding', elder)).statusCode).toBe(403);
    expect((await get('/api/finance/outstanding', await staffHeaders(app, 'SPONSOR'))).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/finance/outstanding' })).statusCode).toBe(401);
  });

  it("tells the finance address's account, in its token and its user data, that it may open the screen", async () => {
    const me = (headers: Headers) => get('/api/user/me', headers).then((answer) => answer.json());
    expect((await me(financeDesk)).financeAccess).toBe(true);
    const token = financeDesk.authorization?.replace('Bearer ', '') ?? '';
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(JSON.stringify(claims)).toContain('"financeAccess":true');
    expect((await me(elder)).financeAccess).toBeUndefined();
    expect((await me(admin)).financeAccess).toBeUndefined();
  });
});

describe('unmatched payments', () => {
  it('are assigned to a learner once: the ledger entry, the receipt, the audit; a second assignment is 409', async () => {
    const learner = await createLearner(app, { nativeState: 'ACCEPTED_ADMISSION', tuitionFee: 100_000 });
    const payment = await unmatched(2_500_050);
    const listed = (await get('/api/finance/unmatched', financeDesk)).json().payments;
    expect(listed).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: payment.id, amountKobo: 2_500_050 })]),
    );

    const found = await get(
      `/api/finance/learners?q=${encodeURIComponent(learner.email.slice(0, 12))}`,
      financeDesk,
    );
    expect(found.json().learners.map((row: { email: string }) => row.email)).toContain(learner.email);

    const answers = await Promise.all([
      assign(payment.id, learner.email, financeDesk),
      assign(payment.id, learner.email),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const entries = await app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.applicantId, learner.id));
    expect(entries).toMatchObject([
      { kind: 'payment', source: 'flutterwave', reference: payment.reference, amountKobo: 2_500_050 },
    ]);
    expect(entries[0]?.receiptNumber).not.toBeNull();
    expect(
      (await get('/api/finance/unmatched')).json().payments.map((row: { id: string }) => row.id),
    ).not.toContain(payment.id);
    const [row] = await app.db.select().from(unmatchedPayments).where(eq(unmatchedPayments.id, payment.id));
    expect(row?.assignedTo).toBe(learner.id);
    const audits = await app.db.select().from(auditLog).where(eq(auditLog.subject, learner.email));
    expect(audits.map((audit) => audit.action)).toContain('PAYMENT_ASSIGNED');
  });

  it('refuses an unknown payment or learner, an applicant without an offer, and bad input with 4xx', async () => {
    const payment = await unmatched(1000);
    expect((await assign(randomUUID(), 'x@intake.test')).statusCode).toBe(404);
    expect((await assign(payment.id, `nobody-${randomUUID()}@intake.test`)).statusCode).toBe(404);
    const pending = await createLearner(app, { nativeState: 'PENDING' });
    expect((await assign(payment.id, pending.email)).statusCode).toBe(404);
    expect((await assign('not-a-uuid', pending.email)).statusCode).toBe(400);
    expect((await assign(payment.id, 'x'.repeat(5000))).statusCode).toBe(400);
    expect((await get('/api/finance/learners?q=a')).statusCode).toBe(400);
    expect((await get(`/api/finance/learners?q=${'%00'.repeat(3)}`)).statusCode).toBeLessThan(500);
  });

  it('will not count a reference twice: one the provider already paid on the ledger is refused', async () => {
    const learner = await createLearner(app, { nativeState: 'ACCEPTED_ADMISSION', tuitionFee: 100_000 });
    const reference = `FLW-${randomUUID()}`;
    await app.db.transaction((tx) =>
      recordLedgerEntry(tx, {
        applicantId: learner.id,
        kind: 'payment',
        amountKobo: 500,
        source: 'flutterwave',
        reference,
      }),
    );
    const payment = await unmatched(500, reference);
    const answer = await assign(payment.id, learner.email);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('This payment’s reference is already on the ledger.');
  });
});

describe('payments by day, balances and the export', () => {
  it('sums the day’s payments by source, lists who owes by cohort, and exports CSV and .xlsx', async () => {
    const learner = await createLearner(app, { nativeState: 'ACCEPTED_ADMISSION', tuitionFee: 100_000 });
    const before = (await get(`/api/finance/paymentsByDay?from=${today()}&to=${today()}`)).json();
    await app.db.transaction(async (tx) => {
      await recordLedgerEntry(tx, {
        applicantId: learner.id,
        kind: 'payment',
        amountKobo: 10_010,
        source: 'paystack',
        reference: `PSK-${randomUUID()}`,
      });
      await recordLedgerEntry(tx, {
        applicantId: learner.id,
        kind: 'payment',
        amountKobo: 20_020,
        source: 'flutterwave',
        reference: `FLW-${randomUUID()}`,
      });
    });
    const after = (await get(`/api/finance/paymentsByDay?from=${today()}&to=${today()}`, financeDesk)).json();
    expect(after.totalKobo - before.totalKobo).toBe(30_030);
    const day = after.days.find((row: { day: string }) => row.day === today());
    const dayBefore = before.days.find((row: { day: string }) => row.day === today()) ?? {
      paystackKobo: 0,
      count: 0,
    };
    expect(day.paystackKobo - dayBefore.paystackKobo).toBe(10_010);
    expect(day.count - dayBefore.count).toBe(2);

    const outstanding = (await get('/api/finance/outstanding')).json();
    const owing = outstanding.cohorts.flatMap((cohort: { learners: { email: string }[] }) => cohort.learners);
    expect(owing).toEqual(
      expect.arrayContaining([
        {
          email: learner.email,
          firstName: expect.any(String),
          lastName: expect.any(String),
          owedKobo: 10_000_000,
          paidKobo: 30_030,
          balanceKobo: 9_969_970,
        },
      ]),
    );

    const csv = await get(`/api/finance/export?from=${today()}&to=${today()}&format=csv`, financeDesk);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      'Date,Learner,E-mail,Type,Method,Reference,Amount (NGN),Receipt,Note',
    );
    expect(csv.body).toContain(`${learner.email},Payment,Paystack`);
    expect(csv.body).toContain(',100.1,');

    const xlsx = await get(`/api/finance/export?from=${today()}&to=${today()}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Payments by day',
      'Ledger entries',
      'Outstanding balances',
    ]);
    const ledgerSheet = workbook.getWorksheet('Ledger entries');
    const values = ledgerSheet?.getColumn(7).values ?? [];
    expect(values).toEqual(expect.arrayContaining([100.1, 200.2]));
  });

  it('lets an admin dismiss a payment that is not tuition, with a reason, audited, once', async () => {
    const row = await unmatched(777_700);
    const dismiss = (payload: Record<string, unknown>, headers = admin, id = row.id) =>
      app.inject({ method: 'POST', url: `/api/finance/unmatched/${id}/dismiss`, headers, payload });
    expect((await dismiss({ reason: '' })).statusCode).toBe(400);
    expect((await dismiss({ reason: 'School fees of a sibling' }, financeDesk)).statusCode).toBe(403);
    expect((await dismiss({ reason: 'School fees of a sibling' }, admin, randomUUID())).statusCode).toBe(404);

    const listed = (await get('/api/finance/unmatched')).json();
    expect(listed.payments.map((p: { id: string }) => p.id)).toContain(row.id);
    expect(listed).toMatchObject({ limit: 500, total: expect.any(Number) });
    expect(listed.total).toBeGreaterThanOrEqual(listed.payments.length);

    const done = await dismiss({ reason: '  School fees of a sibling ' });
    expect(done.statusCode).toBe(200);
    const after = (await get('/api/finance/unmatched')).json();
    expect(after.payments.map((p: { id: string }) => p.id)).not.toContain(row.id);
    expect(after.total).toBe(listed.total - 1);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'PAYMENT_DISMISSED'), eq(auditLog.subject, row.reference)));
    expect(audit?.details).toMatchObject({ amountKobo: 777_700, reason: 'School fees of a sibling' });

    expect((await dismiss({ reason: 'Again' })).statusCode).toBe(409);
    const learner = await createLearner(app, { nativeState: 'ACCEPTED_ADMISSION', tuitionFee: 100_000 });
    expect((await assign(row.id, learner.email)).statusCode).toBe(409);
    expect(
      await app.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, row.reference)),
    ).toHaveLength(0);
  });

  it('leaves learners who withdrew out of the outstanding balances', async () => {
    const staying = await createLearner(app, { nativeState: 'ACCEPTED_ADMISSION', tuitionFee: 100_000 });
    const leaving = await createLearner(app, { nativeState: 'ACCEPTED_ADMISSION', tuitionFee: 100_000 });
    await app.db.update(applicants).set({ withdrawnAt: new Date() }).where(eq(applicants.userId, leaving.id));
    const outstanding = (await get('/api/finance/outstanding')).json();
    const emails = outstanding.cohorts.flatMap((cohort: { learners: { email: string }[] }) =>
      cohort.learners.map((learner) => learner.email),
    );
    expect(emails).toContain(staying.email);
    expect(emails).not.toContain(leaving.email);
  });

  it('answers 400 to a bad range and a bad format', async () => {
    for (const query of [
      'from=2026-13-01&to=2026-12-01',
      'from=2026-12-02&to=2026-12-01',
      'from=2020-01-01&to=2026-12-01',
      'from=x&to=y',
      'from=2026-02-31&to=2026-03-01',
      '',
    ]) {
      expect((await get(`/api/finance/paymentsByDay?${query}`)).statusCode).toBe(400);
    }
    expect((await get(`/api/finance/export?from=${today()}&to=${today()}&format=pdf`)).statusCode).toBe(400);
  });
});
