import { randomUUID } from 'node:crypto';
import { DEFAULT_DECLINE_REASON, messages, type PaymentProofInput } from '@intake/contracts';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmittedApplicant } from '../../../test/after-admission-factories.ts';
import { createLearner } from '../../../test/enrolment-factories.ts';
import {
  applicantStateOf,
  createApplicantWithPassword,
  latestMailTo,
  multipartFile,
  staffHeaders,
  uniquePng,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { activityLog, applicants, cohorts, mailOutbox, paymentProofs } from '../../db/schema/index.ts';
import { formatSchoolDate } from '../../lib/school-time.ts';

type Headers = Record<string, string>;
const financeEmail = `finance-${randomUUID().slice(0, 8)}@intake.test`;
/** A PDF receipt of its own (the same bytes twice would be a reused proof). */
const uniquePdf = () => Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n%${randomUUID()}\n`);

let app: FastifyInstance;
let admin: Headers;
let elder: Headers;
beforeAll(async () => {
  app = await buildTestApp({
    FINANCE_EMAIL: financeEmail,
    PAYMENT_BANK_NAME: 'Lagos Savings Bank',
    PAYMENT_ACCOUNT_NAME: 'Intake School Fees',
    PAYMENT_ACCOUNT_NUMBER: '0123456789',
  });
  admin = await staffHeaders(app, 'ADMIN');
  elder = await staffHeaders(app, 'ELDER');
});
afterAll(() => app.close());

const today = () => formatSchoolDate(new Date(), 'Africa/Lagos');
const daysFromToday = (days: number) =>
  formatSchoolDate(new Date(Date.now() + days * 86_400_000), 'Africa/Lagos');

async function uploadFile(headers: Headers, filename: string, content: Buffer) {
  const body = multipartFile('file', filename, content);
  return app.inject({
    method: 'POST',
    url: '/api/files',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

/** Every field present, as the dialog sends them; empty ones are empty strings. */
const emptyProof = (overrides: Partial<PaymentProofInput> = {}): PaymentProofInput => ({
  paymentMethod: '',
  amountPaid: '',
  transactionDate: '',
  transactionImageLink: '',
  phoneNumber: '',
  depositorName: '',
  depositorAccountName: '',
  originatingBankName: '',
  depositorEmail: '',
  ...overrides,
});

const validProof = (link: string, overrides: Partial<PaymentProofInput> = {}) =>
  emptyProof({
    paymentMethod: 'bank transfer',
    amountPaid: 50000,
    transactionDate: today(),
    transactionImageLink: link,
    depositorAccountName: 'Ada Obi',
    originatingBankName: 'First Bank',
    ...overrides,
  });

const sendProof = (headers: Headers, body: unknown) =>
  app.inject({ method: 'POST', url: '/api/native/uploadProofOfPayment', headers, payload: body as object });

const myProof = async (headers: Headers) =>
  (await app.inject({ method: 'GET', url: '/api/native/paymentProof', headers })).json().proof;

/** An admitted applicant with a proof (a PNG unless said otherwise) awaiting an answer. */
async function pendingProof(
  overrides: Partial<PaymentProofInput> = {},
  file = { name: 'receipt.png', content: uniquePng() },
) {
  const applicant = await createAdmittedApplicant(app);
  const uploaded = (await uploadFile(applicant.headers, file.name, file.content)).json();
  const sent = await sendProof(applicant.headers, validProof(uploaded.secure_url, overrides));
  expect(sent.statusCode).toBe(200);
  const proof = await myProof(applicant.headers);
  return { applicant, proof, uploaded, content: file.content };
}

/** The staff e-mail of a proof as finance received it, and the token of its links. */
async function staffMailFor(proofId: string, to = financeEmail) {
  const [mail] = await app.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.toAddress, to),
        eq(mailOutbox.kind, 'payment-proof-received'),
        like(mailOutbox.text, `%proof=${proofId}%`),
      ),
    )
    .orderBy(desc(mailOutbox.id));
  const token = mail?.text.match(/\/payment\/respond\/([\w-]+)/)?.[1] ?? '';
  return { mail, token };
}

/** A signed-in elder's click on the payment page of the staff e-mail: a POST that answers the outcome page. */
const follow = async (url: string) => {
  const answer = await app.inject({ method: 'POST', url, headers: elder });
  expect(answer.statusCode).toBe(200);
  return answer.json().next as string;
};
const linkState = async (token: string) =>
  (await app.inject({ method: 'GET', url: `/api/elder/paymentLink/${token}` })).json().next as string | null;

const applicantRow = async (id: string) =>
  (await app.db.select().from(applicants).where(eq(applicants.userId, id)))[0];

const actionsOf = async (id: string) =>
  (await app.db.select().from(activityLog).where(eq(activityLog.applicantId, id))).map((row) => row.action);

describe('uploading proof of payment', () => {
  it('files the proof, mails staff the file and the links; the confirm link opens the enrolment form', async () => {
    const adminEmail = (await app.inject({ method: 'GET', url: '/api/user/me', headers: admin })).json()
      .email;
    const { applicant, proof, content } = await pendingProof();
    expect(proof).toMatchObject({
      paymentMethod: 'bank transfer',
      amountPaid: 50000,
      transactionDate: today(),
      fileFormat: 'png',
      status: 'pending',
      declineReason: null,
      applicant: { id: applicant.id, email: applicant.email },
    });

    const { mail, token } = await staffMailFor(proof.id);
    expect(mail?.attachments?.[0]).toMatchObject({ filename: 'receipt.png', contentType: 'image/png' });
    expect(Buffer.from(mail?.attachments?.[0]?.content ?? '', 'base64').equals(content)).toBe(true);
    expect(mail?.text).toContain(`http://portal.test/confirm-payment?proof=${proof.id}`);
    expect(mail?.text).toContain(`http://portal.test/payment/respond/${token}`);
    expect(mail?.text).not.toContain('/api/');
    expect(mail?.text).toContain('Amount paid: NGN 50,000.00');
    expect((await staffMailFor(proof.id, adminEmail)).token).toBe(token);

    expect(await linkState(token)).toBeNull();
    expect(await follow(`/api/elder/confirmPayment/${token}`)).toBe('/payment-confirmed');
    expect(await linkState(token)).toBe('/payment-attended');
    expect((await applicantStateOf(app, applicant.email))?.native).toBe('PAID_TUITION');
    expect((await applicantRow(applicant.id))?.canFillEnrollmentForm).toBe(true);
    expect((await myProof(applicant.headers)).status).toBe('confirmed');
    const told = await latestMailTo(app, applicant.email);
    expect(told?.kind).toBe('payment-confirmed');
    expect(told?.text).toMatch(/enrolment form, is now open on your dashboard/);
    expect(await actionsOf(applicant.id)).toEqual(
      expect.arrayContaining(['PAYMENT_PROOF_UPLOADED', 'PAYMENT_CONFIRMED']),
    );

    // A second click on either link, and a staff answer after it, find the payment attended to.
    expect(await follow(`/api/elder/confirmPayment/${token}`)).toBe('/payment-attended');
    expect(await follow(`/api/elder/declinePayment/${token}`)).toBe('/payment-attended');
    const late = await app.inject({
      method: 'POST',
      url: `/api/elder/paymentProofs/${proof.id}/decline`,
      headers: elder,
      payload: { reason: 'Too late' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(messages.paymentAttended);
    expect((await applicantStateOf(app, applicant.email))?.native).toBe('PAID_TUITION');
  });

  it('declines from the e-mail with the standard reason; the applicant may upload again', async () => {
    const { applicant, proof, uploaded } = await pendingProof();
    const { token } = await staffMailFor(proof.id);
    expect(await follow(`/api/elder/declinePayment/${token}`)).toBe('/payment-declined');
    expect(await myProof(applicant.headers)).toMatchObject({
      status: 'declined',
      declineReason: DEFAULT_DECLINE_REASON,
    });
    expect((await applicantStateOf(app, applicant.email))?.native).toBe('ACCEPTED_ADMISSION');
    const told = await latestMailTo(app, applicant.email);
    expect(told?.kind).toBe('payment-declined');
    expect(told?.text).toContain(DEFAULT_DECLINE_REASON);
    expect(told?.text).toContain('upload your proof of payment again from your dashboard');
    expect(await actionsOf(applicant.id)).toContain('PAYMENT_DECLINED');
    expect(await follow(`/api/elder/confirmPayment/${token}`)).toBe('/payment-attended');
    expect((await sendProof(applicant.headers, validProof(uploaded.secure_url))).statusCode).toBe(200);
  });

  it('answers a payment link only for signed-in staff, and records who answered (issue 18.7)', async () => {
    const { applicant, proof } = await pendingProof();
    const { token } = await staffMailFor(proof.id);
    const url = `/api/elder/confirmPayment/${token}`;
    expect((await app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url, headers: applicant.headers })).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url, headers: await staffHeaders(app, 'SPONSOR') })).statusCode,
    ).toBe(403);
    expect((await myProof(applicant.headers)).status).toBe('pending');
    expect(await linkState(token)).toBeNull();

    expect(await follow(`/api/elder/declinePayment/${token}`)).toBe('/payment-declined');
    const elderId = (await app.inject({ method: 'GET', url: '/api/user/me', headers: elder })).json().id;
    const [decided] = await app.db
      .select({ decidedBy: paymentProofs.decidedBy })
      .from(paymentProofs)
      .where(eq(paymentProofs.id, proof.id));
    expect(decided?.decidedBy).toBe(elderId);
    const [declined] = await app.db
      .select({ actorId: activityLog.actorId })
      .from(activityLog)
      .where(and(eq(activityLog.applicantId, applicant.id), eq(activityLog.action, 'PAYMENT_DECLINED')));
    expect(declined?.actorId).toBe(elderId);
  });

  it('never answers a payment on a GET or HEAD: the old links redirect to the payment page', async () => {
    const { applicant, proof } = await pendingProof();
    const { token } = await staffMailFor(proof.id);
    for (const method of ['GET', 'HEAD'] as const) {
      for (const url of [`/api/elder/confirmPayment/${token}`, `/api/elder/declinePayment/${token}`]) {
        const old = await app.inject({ method, url });
        expect(old.statusCode).toBe(302);
        expect(old.headers.location).toBe(`/payment/respond/${token}`);
      }
      expect((await app.inject({ method, url: `/api/elder/paymentLink/${token}` })).statusCode).toBe(200);
    }
    expect((await myProof(applicant.headers)).status).toBe('pending');
    expect(await linkState(token)).toBeNull();
  });

  it('refuses unknown links; sends expired ones to the link error page', async () => {
    for (const token of ['x'.repeat(43), 'short']) {
      expect(
        (await app.inject({ method: 'POST', url: `/api/elder/confirmPayment/${token}`, headers: elder }))
          .statusCode,
      ).toBe(400);
      expect((await app.inject({ method: 'GET', url: `/api/elder/paymentLink/${token}` })).statusCode).toBe(
        400,
      );
    }
    const { applicant, proof } = await pendingProof();
    const { token } = await staffMailFor(proof.id);
    await app.db
      .update(paymentProofs)
      .set({ decisionTokenExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(paymentProofs.id, proof.id));
    expect(await follow(`/api/elder/confirmPayment/${token}`)).toBe('/error/link');
    expect(await follow(`/api/elder/declinePayment/${token}`)).toBe('/error/link');
    expect(await linkState(token)).toBe('/error/link');
    expect((await myProof(applicant.headers)).status).toBe('pending');
  });

  it('links a USSD proof to the /ussd review page', async () => {
    const { proof } = await pendingProof({
      paymentMethod: 'ussd',
      phoneNumber: '8012345678',
      depositorAccountName: '',
      originatingBankName: '',
    });
    expect((await staffMailFor(proof.id)).mail?.text).toContain(`http://portal.test/ussd?proof=${proof.id}`);
  });

  it('keeps one proof awaiting an answer; the same proof sent twice at once answers as the first (issue 18.15)', async () => {
    const applicant = await createAdmittedApplicant(app);
    const { secure_url } = (await uploadFile(applicant.headers, 'r.png', uniquePng())).json();
    const answers = await Promise.all([
      sendProof(applicant.headers, validProof(secure_url)),
      sendProof(applicant.headers, validProof(secure_url)),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    for (const answer of answers) {
      expect(answer.json()).toEqual({ success: true, message: messages.uploadedSuccessfully });
    }
    const stored = await app.db
      .select()
      .from(paymentProofs)
      .where(eq(paymentProofs.applicantId, applicant.id));
    expect(stored).toHaveLength(1);
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, financeEmail), like(mailOutbox.text, `%proof=${stored[0]?.id}%`)));
    expect(mails).toHaveLength(1);
    const other = await sendProof(applicant.headers, validProof(secure_url, { amountPaid: 60000 }));
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(messages.proofAwaitingConfirmation);
  });

  it('refuses an applicant who has not accepted an offer, and one who has already paid', async () => {
    const pending = await createApplicantWithPassword(app);
    const { secure_url } = (await uploadFile(pending.auth, 'r.png', uniquePng())).json();
    const early = await sendProof(pending.auth, validProof(secure_url));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/accepted your offer/);

    const { applicant, proof, uploaded } = await pendingProof();
    await app.inject({ method: 'POST', url: `/api/elder/paymentProofs/${proof.id}/confirm`, headers: admin });
    const paid = await sendProof(applicant.headers, validProof(uploaded.secure_url));
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toMatch(/already been confirmed/);
  });
});

describe('what a proof must be', () => {
  it.each([
    ['ussd', {}, messages.enterAmount],
    ['ussd', { amountPaid: 5000 }, messages.enterTransactionDate],
    ['ussd', { amountPaid: 5000, transactionDate: '01-01-2025' }, messages.enterPhoneNumber],
    [
      'ussd',
      { amountPaid: 5000, transactionDate: '01-01-2025', phoneNumber: '08031234567' },
      messages.uploadProofOfPayment,
    ],
    ['bank deposit', {}, messages.enterAmount],
    ['bank deposit', { amountPaid: 5000 }, messages.enterTransactionDate],
    ['bank deposit', { amountPaid: 5000, transactionDate: '01-01-2025' }, messages.depositorName],
    [
      'bank deposit',
      { amountPaid: 5000, transactionDate: '01-01-2025', depositorName: 'Ada' },
      messages.bankName,
    ],
    ['bank transfer', {}, messages.enterAmount],
    ['bank transfer', { amountPaid: 5000 }, messages.enterTransactionDate],
    ['bank transfer', { amountPaid: 5000, transactionDate: '01-01-2025' }, messages.enterAccountName],
    [
      'bank transfer',
      { amountPaid: 5000, transactionDate: '01-01-2025', depositorAccountName: 'Ada' },
      messages.enterBankName,
    ],
    [
      'bank transfer',
      {
        amountPaid: 5000,
        transactionDate: '01-01-2025',
        depositorAccountName: 'Ada',
        originatingBankName: 'GTB',
      },
      messages.uploadProofOfPayment,
    ],
    ['', { amountPaid: 5000 }, messages.choosePaymentMethod],
  ] as const)('%s %j → %s', async (paymentMethod, fields, message) => {
    const applicant = await createAdmittedApplicant(app);
    const answer = await sendProof(applicant.headers, emptyProof({ paymentMethod, ...fields }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(message);
  });

  it('refuses a USSD phone that no numbering plan has, and files none', async () => {
    const applicant = await createAdmittedApplicant(app);
    const png = (await uploadFile(applicant.headers, 'receipt.png', uniquePng())).json();
    const answer = await sendProof(
      applicant.headers,
      validProof(png.secure_url, { paymentMethod: 'ussd', phoneNumber: '801' }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(messages.phoneNotValid);
    expect(await myProof(applicant.headers)).toBeNull();
  });

  it('takes a PDF for a bank payment but not for USSD', async () => {
    const applicant = await createAdmittedApplicant(app);
    const pdf = (await uploadFile(applicant.headers, 'receipt.pdf', uniquePdf())).json();
    expect(pdf.format).toBe('pdf');
    const ussd = await sendProof(
      applicant.headers,
      validProof(pdf.secure_url, { paymentMethod: 'ussd', phoneNumber: '8012345678' }),
    );
    expect(ussd.statusCode).toBe(400);
    expect(ussd.json().message).toBe('Proof of a USSD payment must be a JPEG or PNG file.');
    expect((await sendProof(applicant.headers, validProof(pdf.secure_url))).statusCode).toBe(200);
    const { mail } = await staffMailFor((await myProof(applicant.headers)).id);
    expect(mail?.attachments?.[0]).toMatchObject({ filename: 'receipt.pdf', contentType: 'application/pdf' });
  });

  it('refuses an executable renamed .png at the upload, so no proof can name it', async () => {
    const applicant = await createAdmittedApplicant(app);
    const elf = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0]);
    const renamed = await uploadFile(applicant.headers, 'receipt.png', elf);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().id).toBeUndefined();
    const guessed = await sendProof(
      applicant.headers,
      validProof(`http://portal.test/api/files/${randomUUID()}`),
    );
    expect(guessed.statusCode).toBe(400);
  });

  it('refuses a date in the future, more than a year ago, or not on the calendar', async () => {
    const applicant = await createAdmittedApplicant(app);
    const { secure_url } = (await uploadFile(applicant.headers, 'r.png', uniquePng())).json();
    for (const [transactionDate, message] of [
      [daysFromToday(2), 'The transaction date cannot be in the future.'],
      [daysFromToday(-400), 'The transaction date cannot be more than 1 year ago.'],
      ['31-02-2025', messages.transactionDateFormat],
      ['2025-01-01', messages.transactionDateFormat],
    ]) {
      const answer = await sendProof(applicant.headers, validProof(secure_url, { transactionDate }));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    expect(
      (await sendProof(applicant.headers, validProof(secure_url, { transactionDate: daysFromToday(-300) })))
        .statusCode,
    ).toBe(200);
  });

  it('answers 400, never 500, to huge values and malformed ids', async () => {
    const applicant = await createAdmittedApplicant(app);
    const { secure_url } = (await uploadFile(applicant.headers, 'r.png', uniquePng())).json();
    const huge = 'x'.repeat(100_000);
    for (const overrides of [
      { transactionImageLink: huge },
      { depositorAccountName: huge },
      { amountPaid: '9'.repeat(5000) },
      { paymentMethod: huge },
      { depositorEmail: huge },
      { transactionDate: huge },
    ]) {
      expect((await sendProof(applicant.headers, validProof(secure_url, overrides))).statusCode).toBe(400);
    }
    // An over-long token in an e-mailed link goes on to its page (issue 18.18); a short one fails the schema.
    expect(
      (await app.inject({ method: 'GET', url: `/api/elder/confirmPayment/${'a'.repeat(5000)}` })).statusCode,
    ).toBe(302);
    expect(
      (await app.inject({ method: 'POST', url: '/api/elder/declinePayment/short', headers: admin }))
        .statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: '/api/elder/paymentProofs/not-a-uuid', headers: admin }))
        .statusCode,
    ).toBe(400);
    const longReason = await app.inject({
      method: 'POST',
      url: `/api/elder/paymentProofs/${randomUUID()}/decline`,
      headers: admin,
      payload: { reason: huge },
    });
    expect(longReason.statusCode).toBe(400);
  });
});

describe('one applicant, one proof', () => {
  it('keeps each applicant’s file and proof from the others', async () => {
    const { applicant, uploaded } = await pendingProof();
    const other = await createAdmittedApplicant(app);
    const file = await app.inject({
      method: 'GET',
      url: `/api/files/${uploaded.id}`,
      headers: other.headers,
    });
    expect(file.statusCode).toBe(403);
    const borrowed = await sendProof(other.headers, validProof(uploaded.secure_url));
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().message).toBe('Upload your proof of payment first, then send it.');
    expect(await myProof(other.headers)).toBeNull();
    expect((await myProof(applicant.headers)).applicant.id).toBe(applicant.id);
    const staffFile = await app.inject({ method: 'GET', url: `/api/files/${uploaded.id}`, headers: elder });
    expect(staffFile.statusCode).toBe(200);
  });
});

describe('staff review', () => {
  it('lists newest first, shows one, confirms from the review page', async () => {
    const first = await pendingProof();
    const second = await pendingProof();
    const list = await app.inject({
      method: 'GET',
      url: '/api/elder/paymentProofs?status=pending&limit=500',
      headers: elder,
    });
    expect(list.statusCode).toBe(200);
    const ids = list.json().map((p: { id: string }) => p.id);
    expect(ids.indexOf(second.proof.id)).toBeLessThan(ids.indexOf(first.proof.id));
    const one = await app.inject({
      method: 'GET',
      url: `/api/elder/paymentProofs/${first.proof.id}`,
      headers: admin,
    });
    expect(one.json()).toEqual({ ...first.proof, instructions: expect.any(Object) });

    const confirmed = await app.inject({
      method: 'POST',
      url: `/api/elder/paymentProofs/${first.proof.id}/confirm`,
      headers: elder,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: messages.paymentConfirmed,
      proof: { id: first.proof.id, status: 'confirmed', decidedAt: expect.any(String) },
    });
    const row = (await app.db.select().from(paymentProofs).where(eq(paymentProofs.id, first.proof.id)))[0];
    expect(row?.decidedBy).toBeTruthy();
    expect((await applicantStateOf(app, first.applicant.email))?.native).toBe('PAID_TUITION');
    const twice = await app.inject({
      method: 'POST',
      url: `/api/elder/paymentProofs/${first.proof.id}/confirm`,
      headers: admin,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(messages.paymentAttended);
    const unknown = await app.inject({
      method: 'GET',
      url: `/api/elder/paymentProofs/${randomUUID()}`,
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('declines with the reason given, which the applicant is told', async () => {
    const { applicant, proof } = await pendingProof();
    const blank = await app.inject({
      method: 'POST',
      url: `/api/elder/paymentProofs/${proof.id}/decline`,
      headers: admin,
      payload: { reason: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(messages.declineReasonRequired);
    const declined = await app.inject({
      method: 'POST',
      url: `/api/elder/paymentProofs/${proof.id}/decline`,
      headers: admin,
      payload: { reason: 'The amount does not match the receipt.' },
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      message: messages.paymentDeclined,
      proof: { status: 'declined', declineReason: 'The amount does not match the receipt.' },
    });
    expect((await latestMailTo(app, applicant.email))?.text).toContain(
      'The amount does not match the receipt.',
    );
    expect((await applicantStateOf(app, applicant.email))?.native).toBe('ACCEPTED_ADMISSION');
    const { token } = await staffMailFor(proof.id);
    expect(await follow(`/api/elder/confirmPayment/${token}`)).toBe('/payment-attended');
  });

  it('lets only admins and elders review, only applicants upload; anonymous callers get 401', async () => {
    const { applicant, proof, uploaded } = await pendingProof();
    const staffCalls: InjectOptions[] = [
      { method: 'GET', url: '/api/elder/paymentProofs' },
      { method: 'GET', url: `/api/elder/paymentProofs/${proof.id}` },
      { method: 'POST', url: `/api/elder/paymentProofs/${proof.id}/confirm` },
      { method: 'POST', url: `/api/elder/paymentProofs/${proof.id}/decline`, payload: { reason: 'No' } },
    ];
    const applicantCalls: InjectOptions[] = [
      { method: 'POST', url: '/api/native/uploadProofOfPayment', payload: validProof(uploaded.secure_url) },
      { method: 'GET', url: '/api/native/paymentProof' },
    ];
    const sponsor = await staffHeaders(app, 'SPONSOR');
    const statusOf = async (call: InjectOptions, headers: Headers) =>
      `${call.method} ${call.url} ${(await app.inject({ ...call, headers })).statusCode}`;
    for (const call of [...staffCalls, ...applicantCalls]) {
      expect(await statusOf(call, {})).toBe(`${call.method} ${call.url} 401`);
    }
    for (const call of staffCalls) {
      expect(await statusOf(call, sponsor)).toBe(`${call.method} ${call.url} 403`);
      expect(await statusOf(call, applicant.headers)).toBe(`${call.method} ${call.url} 403`);
    }
    for (const call of applicantCalls) {
      for (const headers of [sponsor, elder, admin]) {
        expect(await statusOf(call, headers)).toBe(`${call.method} ${call.url} 403`);
      }
    }
    expect((await myProof(applicant.headers)).status).toBe('pending');
  });
});

describe('what is owed and where to pay it (issue 19.7)', () => {
  const instructionsOf = async (headers: Headers) =>
    (await app.inject({ method: 'GET', url: '/api/native/paymentInstructions', headers })).json();
  const schoolAccount = {
    bankName: 'Lagos Savings Bank',
    accountName: 'Intake School Fees',
    accountNumber: '0123456789',
    ussdCode: null,
    note: null,
  };

  it("tells the applicant the cohort's fee less what was confirmed, and the school's account", async () => {
    const learner = await createLearner(app, { nativeState: 'ACCEPTED_ADMISSION', tuitionFee: 600_000 });
    expect(await instructionsOf(learner.auth)).toEqual({
      tuition: { tuitionFee: 600_000, discountAmount: 0, tuitionPaid: 0, amountDue: 600_000 },
      account: schoolAccount,
      contactEmail: null,
    });

    const { secure_url } = (await uploadFile(learner.auth, 'receipt.png', uniquePng())).json();
    expect(
      (await sendProof(learner.auth, validProof(secure_url, { amountPaid: 200_000.5 }))).statusCode,
    ).toBe(200);
    const proof = await myProof(learner.auth);
    // Staff see the fee owed beside the amount paid: the pending proof is not yet taken off.
    const review = await app.inject({
      method: 'GET',
      url: `/api/elder/paymentProofs/${proof.id}`,
      headers: elder,
    });
    expect(review.json()).toMatchObject({
      amountPaid: 200_000.5,
      instructions: { tuition: { amountDue: 600_000, tuitionPaid: 0 }, account: schoolAccount },
    });
    const { mail } = await staffMailFor(proof.id);
    expect(mail?.text).toMatch(/Amount paid: NGN 200,000\.50\s+Amount due: NGN 600,000\.00/);
    const confirmed = await app.inject({
      method: 'POST',
      url: `/api/elder/paymentProofs/${proof.id}/confirm`,
      headers: elder,
    });
    expect(confirmed.json().proof.instructions.tuition).toEqual({
      tuitionFee: 600_000,
      discountAmount: 0,
      tuitionPaid: 200_000.5,
      amountDue: 399_999.5,
    });
    expect((await instructionsOf(learner.auth)).tuition.amountDue).toBe(399_999.5);
  });

  it('answers no amount while the cohort has no fee, rather than refusing', async () => {
    const learner = await createLearner(app, { nativeState: 'ACCEPTED_ADMISSION' });
    const [row] = await app.db
      .select({ cohortId: applicants.cohortId })
      .from(applicants)
      .where(eq(applicants.userId, learner.id));
    await app.db
      .update(cohorts)
      .set({ tuitionFee: null })
      .where(eq(cohorts.id, row?.cohortId ?? ''));
    const answer = await app.inject({
      method: 'GET',
      url: '/api/native/paymentInstructions',
      headers: learner.auth,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ tuition: null, account: schoolAccount });
  });

  it('is for applicants only', async () => {
    const url = '/api/native/paymentInstructions';
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url, headers: elder })).statusCode).toBe(403);
  });
});
