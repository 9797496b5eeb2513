import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { EXPORT_LIMIT, privacyMessages } from '@intake/contracts';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apply,
  bearer,
  buildQuestionnaire,
  createStaff,
  linkTokenMailedTo,
  logIn,
  multipartFile,
  setPassword,
  staffHeaders,
  tinyPng,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import {
  agreementSignatures,
  applicants,
  auditLog,
  checkoutSessions,
  cohorts,
  enrolments,
  erasureRequests,
  files,
  gatewayEvents,
  guardianConsents,
  infoSessionGuests,
  infoSessions,
  interviewComments,
  interviews,
  mailOutbox,
  messageConsents,
  paymentPlans,
  paymentProofs,
  phoneConfirmations,
  reviewConflicts,
  rubricCriteria,
  scorecardScores,
  scorecards,
  testAnswers,
  testAttempts,
  testQuestions,
  unmatchedPayments,
  users,
  virtualAccounts,
} from '../../db/schema/index.ts';
import { formatSchoolDate } from '../../lib/school-time.ts';

type Headers = Record<string, string>;
/** A person's own receipt: the same bytes sent by two people would be refused as a reused proof. */
const receiptPdfOf = (personId: string) => Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n%${personId}\n`);

let app: FastifyInstance;
let admin: Headers;
let elder: Headers;
beforeAll(async () => {
  // The school's own name, to see it where the product's was (issue 18.12).
  app = await buildTestApp({ SCHOOL_NAME: 'Lagos Code School' });
  admin = await staffHeaders(app, 'ADMIN');
  elder = await staffHeaders(app, 'ELDER');
});
afterAll(() => app.close());

const letters = (n: number) =>
  Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz'[randomInt(26)]).join('');
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

interface Person {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  headers: Headers;
}

/** An applicant with a password and names and a phone number found nowhere else. */
async function createPerson(): Promise<Person> {
  const firstName = `Zan${letters(7)}`;
  const lastName = capital(`qor${letters(8)}`);
  const phone = `8${randomInt(100_000_000, 999_999_999)}`;
  const { body } = await apply(app, { firstName, lastName, phone });
  const password = 'correct horse battery staple';
  await setPassword(app, await linkTokenMailedTo(app, body.email), password);
  const login = await logIn(app, body.email, password);
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
  if (!user) throw new Error('no user');
  return {
    id: user.id,
    email: body.email,
    password,
    firstName,
    lastName,
    phone,
    headers: bearer(login.json().accessToken as string),
  };
}

async function upload(headers: Headers, filename: string, content: Buffer) {
  const form = multipartFile('file', filename, content);
  const response = await app.inject({
    method: 'POST',
    url: '/api/files',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; secure_url: string };
}

/** Fills every table that can hold something about the person, through the API where it is cheap. */
async function populate(person: Person) {
  const fullName = `${person.firstName} ${person.lastName}`;
  const questionnaire = await app.inject({
    method: 'PATCH',
    url: '/api/questionnaire',
    headers: person.headers,
    payload: buildQuestionnaire({ alternatePhone: person.phone, whyApply: `I am ${fullName}.` }),
  });
  expect(questionnaire.statusCode).toBeLessThan(300);

  const picture = await upload(person.headers, 'me.png', tinyPng);
  const saved = await app.inject({
    method: 'PATCH',
    url: '/api/user/saveProfilePicture',
    headers: person.headers,
    payload: { url: picture.secure_url },
  });
  expect(saved.statusCode).toBe(200);

  // Admitted, then a proof of payment through the API (it mails the staff with the details).
  await app.db
    .update(applicants)
    .set({ applicationStatus: 'ACCEPTED_ADMISSION', nativeState: 'ACCEPTED_ADMISSION', address: 'Ikeja' })
    .where(eq(applicants.userId, person.id));
  const receipt = await upload(person.headers, 'receipt.pdf', receiptPdfOf(person.id));
  const proof = await app.inject({
    method: 'POST',
    url: '/api/native/uploadProofOfPayment',
    headers: person.headers,
    payload: {
      paymentMethod: 'bank transfer',
      amountPaid: 50000,
      transactionDate: formatSchoolDate(new Date(), 'Africa/Lagos'),
      transactionImageLink: receipt.secure_url,
      phoneNumber: person.phone,
      depositorName: fullName,
      depositorAccountName: fullName,
      originatingBankName: 'First Bank',
      depositorEmail: person.email,
    },
  });
  expect(proof.statusCode, proof.body).toBeLessThan(300);

  // The rest straight into the tables (their own flows are tested in their modules).
  await app.db.insert(enrolments).values({
    applicantId: person.id,
    fullLegalName: fullName,
    preferName: person.firstName,
    address: `${person.lastName} House, Lagos`,
    phone: person.phone,
    medicalConditions: 'Asthma',
    emergencyContactName: `Mama ${person.lastName}`,
    emergencyContactPhone: person.phone,
    interestedInAccommodation: true,
    hasHealthInsurance: false,
  });
  await app.db.insert(paymentPlans).values({
    applicantId: person.id,
    paymentPlan: 'QUARTERLY',
    paymentStartMonth: 'MARCH',
    paymentEndMonth: 'DECEMBER',
    tuitionFee: 600_000,
    amountDue: 600_000,
    instalments: [{ month: 'MARCH', amount: 150_000 }],
    iUnderstandTerms: true,
    iAgreeToTerms: true,
  });
  await app.db
    .insert(agreementSignatures)
    .values({ applicantId: person.id, kind: 'native', termsVersion: 'v1', signerName: fullName });
  await app.db.insert(interviews).values({
    applicantId: person.id,
    scheduledAt: new Date(Date.now() + 86_400_000),
    method: 'Online',
    comment: `See ${person.firstName} at noon`,
  });
  await app.db
    .insert(interviewComments)
    .values({ applicantId: person.id, comment: `${person.firstName} answered well` });
  // Their answer on SMS, the number they confirmed for it, and the guardian they named (issue 25).
  const e164 = `+234${person.phone}`;
  await app.db.insert(phoneConfirmations).values({
    userId: person.id,
    phone: e164,
    codeHash: 'spent',
    expiresAt: new Date(),
    confirmedAt: new Date(),
  });
  await app.db.insert(messageConsents).values({
    userId: person.id,
    channel: 'sms',
    accepted: true,
    phone: e164,
    wording: 'Yes, send me SMS.',
    source: 'applicant',
  });
  await app.db.insert(guardianConsents).values({
    applicantId: person.id,
    linkHash: `link-${person.id}`,
    linkExpiresAt: new Date(Date.now() + 86_400_000),
    learnerName: fullName,
    termsVersion: 'v1',
    guardianName: `Guardian of ${person.firstName}`,
    phone: '+2348030002222',
  });
  const [cohort] = await app.db
    .insert(cohorts)
    .values({ name: 'Review cohort', startMonth: 1, startYear: 2027 })
    .returning();
  const [criterion] = await app.db
    .insert(rubricCriteria)
    .values({
      cohortId: cohort?.id as string,
      stage: 'INTERVIEW',
      name: 'Clear thinking',
      lowAnchor: 'Lost',
      highAnchor: 'Crisp',
      weight: 2,
      position: 0,
    })
    .returning();
  const [reviewer] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'ELDER'))
    .limit(1);
  const [card] = await app.db
    .insert(scorecards)
    .values({
      applicantId: person.id,
      stage: 'INTERVIEW',
      reviewerId: reviewer?.id as string,
      note: `${person.firstName} reasons well`,
    })
    .returning();
  await app.db
    .insert(scorecardScores)
    .values({ scorecardId: card?.id as string, criterionId: criterion?.id as string, score: 4 });
  // A conflict a reviewer declared in their own words (issue 22.2).
  await app.db.insert(reviewConflicts).values({
    reviewerId: reviewer?.id as string,
    applicantId: person.id,
    reason: `Knows ${person.firstName} ${person.lastName} from church`,
  });
  const bank = await app.db
    .select({ id: testQuestions.id, options: testQuestions.options, answer: testQuestions.answer })
    .from(testQuestions)
    .where(inArray(testQuestions.id, ['one', 'two', 'three']));
  const [attempt] = await app.db
    .insert(testAttempts)
    .values({
      applicantId: person.id,
      questionIds: bank.map((q) => q.id),
      deadlineAt: new Date(Date.now() + 900_000),
      closedAt: new Date(),
      closedReason: 'submitted',
      score: 0,
    })
    .returning();
  for (const question of bank) {
    const wrong = question.options.find((option) => option !== question.answer) ?? 'x';
    await app.db
      .insert(testAnswers)
      .values({ attemptId: attempt?.id ?? '', questionId: question.id, answer: wrong });
  }
  const [session] = await app.db
    .insert(infoSessions)
    .values({
      mode: 'Online',
      link: 'https://meet.example.org/p',
      startsAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  await app.db.insert(infoSessionGuests).values({ email: person.email, infoSessionId: session?.id ?? '' });

  // An admin action naming them (audit_log.subject), and a failed sign-in (login_attempts).
  const resend = await app.inject({
    method: 'POST',
    url: '/api/admin/resendEmail',
    headers: admin,
    query: { email: person.email, emailType: 'resetPassword' },
  });
  expect(resend.statusCode, resend.body).toBeLessThan(300);
  await logIn(app, person.email, 'not the password at all');
  return { correctAnswers: bank.map((q) => q.answer), pictureId: picture.id, receiptId: receipt.id };
}

/** The entries of a zip (stored or deflated), read from its central directory. */
function unzip(buffer: Buffer): Map<string, Buffer> {
  let end = buffer.length - 22;
  while (end >= 0 && buffer.readUInt32LE(end) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error('not a zip');
  const count = buffer.readUInt16LE(end + 10);
  let offset = buffer.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    if (buffer.readUInt32LE(offset) !== 0x02014b50) throw new Error('bad central directory');
    const method = buffer.readUInt16LE(offset + 10);
    const compressedSize = buffer.readUInt32LE(offset + 20);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    const local = buffer.readUInt32LE(offset + 42);
    const name = buffer.toString('utf8', offset + 46, offset + 46 + nameLength);
    const dataStart = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    const data = buffer.subarray(dataStart, dataStart + compressedSize);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

async function exportOf(headers: Headers) {
  const response = await app.inject({ method: 'GET', url: '/api/user/me/export', headers });
  return response;
}

/** Every text-like column of every table that contains `needle` (case-insensitive). */
async function tracesOf(needle: string) {
  const columns = (await app.db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public'
      and data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')
    order by table_name, column_name`)) as unknown as { rows: { table_name: string; column_name: string }[] };
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    const result = (await app.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
    )) as unknown as { rows: { n: number }[] };
    if ((result.rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe('GET /api/user/me/export', () => {
  let owner: Person;
  let other: Person;
  let seeded: Awaited<ReturnType<typeof populate>>;
  beforeAll(async () => {
    owner = await createPerson();
    other = await createPerson();
    seeded = await populate(owner);
    await populate(other);
  });

  it('answers one zip with data.json holding all their data and their files, as an attachment', async () => {
    const response = await exportOf(owner.headers);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toContain('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const entries = unzip(response.rawPayload);
    expect([...entries.keys()]).toEqual(expect.arrayContaining(['README.txt', 'data.json']));
    const readme = entries.get('README.txt')?.toString('utf8') ?? '';
    expect(readme).toMatch(/^Your data from Lagos Code School\n={32}\n/);
    const data = JSON.parse(entries.get('data.json')?.toString('utf8') ?? '{}');
    expect(data.about).toMatch(/^Every personal datum the admissions portal of Lagos Code School holds/);
    expect(`${readme}${data.about}`).not.toContain('Intake');
    expect(data.account).toMatchObject({
      email: owner.email,
      firstName: owner.firstName,
      lastName: owner.lastName,
      phone: owner.phone,
    });
    expect(data.application.questionnaire.alternatePhone).toBe(owner.phone);
    expect(data.application.address).toBe('Ikeja');
    expect(data.paymentProofs).toHaveLength(1);
    expect(data.paymentProofs[0]).toMatchObject({ amountPaid: 50000, depositorEmail: owner.email });
    expect(data.paymentPlan).toMatchObject({ paymentPlan: 'QUARTERLY', amountDue: 600000 });
    expect(data.enrolment).toMatchObject({ medicalConditions: 'Asthma', phone: owner.phone });
    expect(data.agreementSignatures[0]).toMatchObject({
      kind: 'native',
      signerName: `${owner.firstName} ${owner.lastName}`,
    });
    expect(data.interviews).toHaveLength(1);
    expect(data.interviewComments[0]).toMatchObject({ comment: `${owner.firstName} answered well` });
    // Reviewers' scorecards about them, the reviewer as a role only (issue 22.8).
    expect(data.reviewScorecards).toEqual([
      {
        stage: 'INTERVIEW',
        byRole: 'ELDER',
        note: `${owner.firstName} reasons well`,
        at: expect.any(String),
        scores: [{ criterion: 'Clear thinking', score: 4 }],
      },
    ]);
    expect(data.aptitudeTests[0].yourAnswers).toHaveLength(3);
    expect(data.mailSentToYou.length).toBeGreaterThan(0);
    expect(data.mailSentToYou[0]).toHaveProperty('subject');
    expect(data.mailSentToYou[0]).not.toHaveProperty('html');
    expect(data.formsUnderYourEmail.infoSessionBookingsAsGuest).toHaveLength(1);
    expect(data.messageConsents).toEqual({
      answers: [
        {
          channel: 'sms',
          accepted: true,
          phone: `+234${owner.phone}`,
          wording: 'Yes, send me SMS.',
          source: 'applicant',
          recordedAt: expect.any(String),
        },
      ],
      confirmedPhones: [{ phone: `+234${owner.phone}`, confirmedAt: expect.any(String) }],
    });
    expect(data.guardianConsents).toEqual([
      expect.objectContaining({
        state: 'waiting',
        guardianName: `Guardian of ${owner.firstName}`,
        phone: '+2348030002222',
      }),
    ]);
    expect(data.guardianConsents[0]).not.toHaveProperty('linkHash');
    expect(data.signIns.knownAddresses.length).toBeGreaterThan(0);
    expect(data.activityLog.length).toBeGreaterThan(0);

    // Their files, byte for byte, where data.json says they are.
    expect(data.uploadedFiles).toHaveLength(2);
    const picture = data.uploadedFiles.find((f: { format: string }) => f.format === 'png');
    const receipt = data.uploadedFiles.find((f: { format: string }) => f.format === 'pdf');
    expect(entries.get(picture.inThisArchive)?.equals(tinyPng)).toBe(true);
    expect(entries.get(receipt.inThisArchive)?.equals(receiptPdfOf(owner.id))).toBe(true);
    expect(data.paymentProofs[0].file).toBe(receipt.inThisArchive);
    expect(picture.inThisArchive).toContain(seeded.pictureId);
  });

  it('holds nothing of another applicant, no secrets, and never the correct test answers', async () => {
    const response = await exportOf(owner.headers);
    const archive = unzip(response.rawPayload);
    const text = [...archive.values()].map((b) => b.toString('utf8')).join('\n');
    for (const mark of [other.email, other.firstName, other.lastName, other.phone, other.id]) {
      expect(text).not.toContain(mark);
    }
    for (const answer of seeded.correctAnswers) expect(text).not.toContain(answer);
    const data = JSON.parse(archive.get('data.json')?.toString('utf8') ?? '{}');
    expect(JSON.stringify(data)).not.toMatch(/password_?hash|token_?hash|decisionToken|\$argon2/i);
    expect(JSON.stringify(data.aptitudeTests)).not.toMatch(/"answer":"[^"]*","correct|correctAnswer/);
  });

  it('gives another applicant only their own archive, and nobody without a session', async () => {
    const response = await exportOf(other.headers);
    expect(response.statusCode).toBe(200);
    const text = [...unzip(response.rawPayload).values()].map((b) => b.toString('utf8')).join('\n');
    expect(text).toContain(other.email);
    for (const mark of [owner.email, owner.lastName, owner.phone, owner.id]) expect(text).not.toContain(mark);
    expect((await exportOf({})).statusCode).toBe(401);
  });

  it('lets staff export their own account', async () => {
    const response = await exportOf(elder);
    expect(response.statusCode).toBe(200);
    const data = JSON.parse(unzip(response.rawPayload).get('data.json')?.toString('utf8') ?? '{}');
    expect(data.account.role).toBe('ELDER');
    expect(data.application).toBeNull();
  });

  it(`is limited to ${EXPORT_LIMIT} an hour per user`, async () => {
    const person = await createPerson();
    for (let i = 0; i < EXPORT_LIMIT; i += 1) expect((await exportOf(person.headers)).statusCode).toBe(200);
    const refused = await exportOf(person.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another user is not held up by it.
    expect((await exportOf(owner.headers)).statusCode).toBe(200);
  });
});

describe('erasure', () => {
  let person: Person;
  let storageKeys: string[];
  beforeAll(async () => {
    person = await createPerson();
    await populate(person);
    storageKeys = (await app.db.select().from(files).where(eq(files.ownerId, person.id))).map(
      (f) => f.storageKey,
    );
    await payOnline(person);
  });

  /** What the providers told of their online payments: webhook bodies, a parked payer, an account name. */
  async function payOnline(who: Person) {
    const checkoutRef = `intake-erasure-${who.id.slice(0, 8)}`;
    const parkedRef = `T-erasure-${who.id.slice(0, 8)}`;
    const body = (reference: string) =>
      JSON.stringify({
        event: 'charge.success',
        data: {
          reference,
          customer: { email: who.email, first_name: who.firstName, last_name: who.lastName },
        },
      });
    await app.db.insert(checkoutSessions).values({
      reference: checkoutRef,
      provider: 'paystack',
      applicantId: who.id,
      amountKobo: 5_000_000,
      startedVia: 'learner',
      checkoutUrl: `https://checkout.paystack.test/${checkoutRef}`,
    });
    await app.db.insert(gatewayEvents).values([
      {
        provider: 'paystack',
        eventKey: `charge.success:${checkoutRef}`,
        eventType: 'charge.success',
        reference: checkoutRef,
        rawBody: body(checkoutRef),
      },
      {
        provider: 'paystack',
        eventKey: `charge.success:${parkedRef}`,
        eventType: 'charge.success',
        reference: parkedRef,
        rawBody: body(parkedRef),
      },
      {
        provider: 'paystack',
        eventKey: `charge.success:other-${parkedRef}`,
        eventType: 'charge.success',
        reference: `other-${parkedRef}`,
        rawBody: '{"someone":"else"}',
      },
    ]);
    await app.db.insert(unmatchedPayments).values({
      provider: 'paystack',
      reference: parkedRef,
      amountKobo: 2_500_000,
      paidAt: new Date(),
      payer: { email: who.email, name: `${who.firstName} ${who.lastName}` },
      assignedTo: who.id,
      assignedAt: new Date(),
    });
    await app.db.insert(virtualAccounts).values({
      applicantId: who.id,
      provider: 'paystack',
      accountNumber: `99${Date.now()}`.slice(0, 10),
      bankName: 'Wema Bank',
      accountName: `SCHOOL/${who.firstName} ${who.lastName}`,
      providerReference: `CUS_${who.id.slice(0, 8)}`,
    });
    return { checkoutRef, parkedRef };
  }

  it('records an applicant’s request, mails the admins and confirms to the applicant', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/me/erasure',
      headers: person.headers,
      payload: { reason: `I, ${person.firstName}, moved abroad` },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(privacyMessages.erasureRequested);
    const again = await app.inject({
      method: 'POST',
      url: '/api/user/me/erasure',
      headers: person.headers,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    const mails = await app.db.select().from(mailOutbox).where(sql`${mailOutbox.kind} like 'erasure-%'`);
    expect(mails.some((m) => m.kind === 'erasure-request-received' && m.toAddress === person.email)).toBe(
      true,
    );
    expect(mails.some((m) => m.kind === 'erasure-requested' && m.text.includes(person.email))).toBe(true);
    const list = await app.inject({ method: 'GET', url: '/api/admin/erasureRequests', headers: admin });
    expect(list.statusCode).toBe(200);
    const mine = list.json().requests.find((r: { email: string }) => r.email === person.email);
    expect(mine).toMatchObject({ status: 'pending', firstName: person.firstName });
  });

  it('is for applicants to ask and for admins alone to list and carry out', async () => {
    const staffAsks = await app.inject({
      method: 'POST',
      url: '/api/user/me/erasure',
      headers: elder,
      payload: {},
    });
    expect(staffAsks.statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/erasureRequests', headers: elder })).statusCode,
    ).toBe(403);
    const url = `/api/admin/applicant/${encodeURIComponent(person.email)}`;
    for (const headers of [elder, person.headers, await staffHeaders(app, 'SPONSOR')]) {
      const response = await app.inject({
        method: 'DELETE',
        url,
        headers,
        payload: { reason: 'Asked by e-mail' },
      });
      expect(response.statusCode).toBe(403);
    }
    expect(
      (await app.inject({ method: 'DELETE', url, payload: { reason: 'Asked by e-mail' } })).statusCode,
    ).toBe(401);
    // A reason is required; staff cannot be erased here.
    expect((await app.inject({ method: 'DELETE', url, headers: admin, payload: {} })).statusCode).toBe(400);
    const staff = await createStaff(app, 'ELDER');
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/admin/applicant/${encodeURIComponent(staff.email)}`,
      headers: admin,
      payload: { reason: 'Left the school' },
    });
    expect(refused.statusCode).toBe(409);
    // Nothing was erased by any of that.
    const [row] = await app.db.select().from(users).where(eq(users.id, person.id));
    expect(row?.email).toBe(person.email);
  });

  it('leaves no trace of their name, e-mail or phone in any table, deletes their files and keeps an anonymous audit entry', async () => {
    const before = await tracesOf(person.email);
    expect(before.length).toBeGreaterThan(5);
    expect(storageKeys).toHaveLength(2);
    for (const key of storageKeys) expect(existsSync(path.join(app.config.dataDir, 'files', key))).toBe(true);

    const response = await app.inject({
      method: 'DELETE',
      url: `/api/admin/applicant/${encodeURIComponent(person.email)}`,
      headers: admin,
      payload: { reason: 'Applicant request under NDPA s. 36' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ filesDeleted: 2, filesFailed: 0 });

    for (const needle of [person.email, person.firstName, person.lastName, person.phone]) {
      expect(await tracesOf(needle), `traces of ${needle}`).toEqual([]);
    }
    for (const key of storageKeys)
      expect(existsSync(path.join(app.config.dataDir, 'files', key))).toBe(false);

    const [user] = await app.db.select().from(users).where(eq(users.id, person.id));
    expect(user).toMatchObject({ firstName: 'Erased', phone: '', passwordHash: null });
    expect(user?.email).toMatch(/^erased-[0-9a-f-]{36}@invalid$/);
    const [applicant] = await app.db.select().from(applicants).where(eq(applicants.userId, person.id));
    expect(applicant).toMatchObject({ questionnaire: null, address: null, searchText: '' });

    // Kept for accounting, without who paid from where.
    const [proof] = await app.db.select().from(paymentProofs).where(eq(paymentProofs.applicantId, person.id));
    expect(proof).toMatchObject({
      amountPaid: 50000,
      depositorName: '',
      depositorEmail: '',
      phoneNumber: '',
    });
    expect(
      await app.db.select().from(paymentPlans).where(eq(paymentPlans.applicantId, person.id)),
    ).toHaveLength(1);
    // Online payments keep their amounts and references; what the provider said of them is gone.
    const ref = person.id.slice(0, 8);
    const [parked] = await app.db
      .select()
      .from(unmatchedPayments)
      .where(eq(unmatchedPayments.reference, `T-erasure-${ref}`));
    expect(parked).toMatchObject({ amountKobo: 2_500_000, payer: {}, assignedTo: person.id });
    const events = await app.db
      .select({ reference: gatewayEvents.reference, rawBody: gatewayEvents.rawBody })
      .from(gatewayEvents)
      .where(like(gatewayEvents.reference, `%erasure-${ref}`));
    expect(events.sort((a, b) => String(a.reference).localeCompare(String(b.reference)))).toEqual([
      { reference: `intake-erasure-${ref}`, rawBody: '' },
      { reference: `other-T-erasure-${ref}`, rawBody: '{"someone":"else"}' },
      { reference: `T-erasure-${ref}`, rawBody: '' },
    ]);
    const [session] = await app.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.reference, `intake-erasure-${ref}`));
    expect(session?.amountKobo).toBe(5_000_000);
    expect(await app.db.select().from(enrolments).where(eq(enrolments.applicantId, person.id))).toHaveLength(
      0,
    );
    expect(
      await app.db.select().from(interviewComments).where(eq(interviewComments.applicantId, person.id)),
    ).toHaveLength(0);

    // Staff opening the kept proof's file get a note, not an error.
    const proofFile = await app.inject({ method: 'GET', url: `/api/files/${proof?.fileId}`, headers: admin });
    expect(proofFile.statusCode).toBe(200);
    expect(proofFile.body).toContain('erased');

    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'APPLICANT_ERASED'), eq(auditLog.subject, person.id)));
    expect(audit?.details).toMatchObject({ reason: 'Applicant request under NDPA s. 36', files: 2 });
    expect((audit?.details as { counts?: Record<string, number> } | undefined)?.counts).toMatchObject({
      users: 1,
      enrolments: 1,
    });

    const [request] = await app.db
      .select()
      .from(erasureRequests)
      .where(eq(erasureRequests.userId, person.id));
    expect(request).toMatchObject({ status: 'erased', reason: null });
  });

  it('ends their sessions and they cannot sign in again; a second erasure finds nobody', async () => {
    const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: person.headers });
    expect(me.statusCode).toBe(401);
    const login = await logIn(app, person.email, person.password);
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    expect(login.json()).not.toHaveProperty('accessToken');
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/admin/applicant/${encodeURIComponent(person.email)}`,
      headers: admin,
      payload: { reason: 'Again' },
    });
    expect(again.statusCode).toBe(404);
    const list = await app.inject({ method: 'GET', url: '/api/admin/erasureRequests', headers: admin });
    const erased = list.json().requests.filter((r: { email: string }) => r.email === person.email);
    expect(erased).toEqual([]);
  });

  it('logs a file that storage fails to delete and keeps the erasure', async () => {
    const victim = await createPerson();
    await upload(victim.headers, 'a.png', tinyPng);
    const remove = app.storage.remove;
    app.storage.remove = async () => {
      throw new Error('storage is down');
    };
    try {
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/admin/applicant/${encodeURIComponent(victim.email)}`,
        headers: admin,
        payload: { reason: 'Asked by letter' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ filesDeleted: 0, filesFailed: 1 });
    } finally {
      app.storage.remove = remove;
    }
    expect(await tracesOf(victim.email)).toEqual([]);
  });
});
