import { randomInt, randomUUID } from 'node:crypto';
import { CSV_COLUMNS, type PossibleDuplicates } from '@intake/contracts';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  apply,
  bearer,
  createStaff,
  linkTokenMailedTo,
  logIn,
  multipartFile,
  setApplicationStatus,
  setPassword,
  staffHeaders,
  uniqueEmail,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import {
  activityLog,
  applicants,
  auditLog,
  duplicatePairs,
  files,
  recordMerges,
  testAttempts,
  users,
} from '../../db/schema/index.ts';
import { sweepPhoneKeys } from './duplicates.service.ts';

let app: FastifyInstance;
let admin: Record<string, string>;
let elder: Record<string, string>;
let sponsor: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  [admin, elder, sponsor] = await Promise.all([
    adminHeaders(app),
    staffHeaders(app, 'ELDER'),
    staffHeaders(app, 'SPONSOR'),
  ]);
});
afterAll(() => app.close());

/** A Nigerian mobile number nobody else in the test database has, as its 10 national digits. */
const freshNationalNumber = () => `803${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
const tag = () => randomUUID().slice(0, 8);

async function applyAs(overrides: Parameters<typeof apply>[1]) {
  const { body, response } = await apply(app, overrides);
  expect(response.statusCode).toBe(201);
  const [user] = await app.db.select().from(users).where(eq(users.email, body.email));
  if (!user) throw new Error('no user');
  return { ...body, id: user.id };
}

async function withPassword(record: { email: string }) {
  const password = 'a long enough password';
  await setPassword(app, await linkTokenMailedTo(app, record.email), password);
  const login = await logIn(app, record.email, password);
  return { password, auth: bearer(login.json().accessToken as string) };
}

const duplicatesOf = async (email: string, headers = admin) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/elder/possibleDuplicates/${encodeURIComponent(email)}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<PossibleDuplicates>();
};

const merge = (survivorId: string, mergedId: string, headers = admin) =>
  app.inject({ method: 'POST', url: '/api/admin/mergeRecords', headers, payload: { survivorId, mergedId } });

describe('flagging possible duplicates at apply', () => {
  it('flags a second application with the same phone written another way, without blocking it', async () => {
    const number = freshNationalNumber();
    const first = await applyAs({ phone: `0${number}`, firstName: 'Ngozi', lastName: 'Eze' });
    const second = await applyAs({ phone: `234${number}`, firstName: 'Ngozi', lastName: 'Eze-Obi' });

    const seen = await duplicatesOf(first.email);
    expect(seen.mergedInto).toBeNull();
    expect(seen.duplicates).toEqual([
      expect.objectContaining({
        applicantId: second.id,
        blind: false,
        firstName: 'Ngozi',
        lastName: 'Eze-Obi',
        email: second.email,
        phone: `+234 234${number}`,
        applicationId: expect.stringMatching(/^INT-\d{6}$/),
        applicationStatus: 'APPLIED',
        matchedOn: ['PHONE'],
        source: 'APPLY',
      }),
    ]);
    // The pair is one record, seen from either side.
    expect((await duplicatesOf(second.email)).duplicates.map((d) => d.applicantId)).toEqual([first.id]);
  });

  it('matches one person’s two e-mails: another case, a +tag, and Gmail’s dots and googlemail.com', async () => {
    const local = `adaobi${tag()}`;
    const phone = freshNationalNumber();
    const first = await applyAs({ email: `${local}@gmail.com`, phone });
    const tagged = await applyAs({
      email: `${local.slice(0, 3)}.${local.slice(3)}+apply@googlemail.com`,
      phone: freshNationalNumber(),
    });
    const elsewhere = await applyAs({ email: `${local}@yahoo.com`, phone: freshNationalNumber() });

    const seen = await duplicatesOf(first.email);
    expect(seen.duplicates.map((d) => [d.applicantId, d.matchedOn])).toEqual([[tagged.id, ['EMAIL']]]);
    expect((await duplicatesOf(elsewhere.email)).duplicates).toEqual([]);
  });

  it('records both reasons when phone and e-mail match, and never pairs an applicant with staff', async () => {
    const phone = freshNationalNumber();
    const local = `chidi${tag()}`;
    const first = await applyAs({ email: `${local}@example.com`, phone });
    const second = await applyAs({ email: `${local}+2@example.com`, phone: `0${phone}` });
    const staff = await createStaff(app, 'ELDER');
    await app.db
      .update(users)
      .set({ phone, phoneE164: `+234${phone}` })
      .where(eq(users.id, staff.id));
    const third = await applyAs({ phone });

    expect((await duplicatesOf(first.email)).duplicates.map((d) => [d.applicantId, d.matchedOn])).toEqual([
      [third.id, ['PHONE']],
      [second.id, ['EMAIL', 'PHONE']],
    ]);
    const pairs = await app.db
      .select()
      .from(duplicatePairs)
      .where(or(eq(duplicatePairs.firstId, staff.id), eq(duplicatePairs.secondId, staff.id)));
    expect(pairs).toEqual([]);
  });

  it('answers 404 for an e-mail that is no applicant, and 401 without a session', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: `/api/elder/possibleDuplicates/${uniqueEmail('nobody')}`,
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/elder/possibleDuplicates/${uniqueEmail('x')}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

function csvOf(rows: string[][]) {
  return [
    CSV_COLUMNS.join(','),
    ...rows.map(([firstName, lastName, email, phone]) => {
      const fields: Record<string, string | undefined> = {
        firstName,
        lastName,
        email,
        phone,
        dialCode: '+234',
        gender: 'Female',
        ageRange: '21-30',
      };
      return CSV_COLUMNS.map((column) => fields[column]).join(',');
    }),
  ].join('\n');
}

async function importCsv(csv: string) {
  const form = multipartFile('file', 'possible-duplicates.csv', Buffer.from(csv), 'text/csv');
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/registerApplicantsViaCSV',
    headers: { ...admin, ...form.headers, accept: 'application/json' },
    payload: form.payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('flagging possible duplicates at CSV import', () => {
  it('flags rows matching earlier applicants and each other in one batch, with the phone in another format', async () => {
    const known = freshNationalNumber();
    const shared = freshNationalNumber();
    const earlier = await applyAs({ phone: `234${known}` });
    const run = tag();
    const rows = [
      ['Ada', 'Obi', `csv-dup-${run}-1@example.com`, `0${known}`],
      ['Bola', 'Musa', `csv-dup-${run}-2@example.com`, shared],
      ['Bola', 'Musa', `csv-dup-${run}-3@example.com`, `0${shared}`],
      ['Emeka', 'Okoro', `csv-dup-${run}-4@example.com`, freshNationalNumber()],
    ];
    expect(await importCsv(csvOf(rows))).toMatchObject({ added: 4, rejected: 0 });

    const [imported] = (await duplicatesOf(earlier.email)).duplicates;
    expect(imported).toMatchObject({ email: rows[0]?.[2], matchedOn: ['PHONE'], source: 'CSV_IMPORT' });
    const second = await duplicatesOf(rows[1]?.[2] as string);
    expect(second.duplicates.map((d) => [d.email, d.source])).toEqual([[rows[2]?.[2], 'CSV_IMPORT']]);
    expect((await duplicatesOf(rows[3]?.[2] as string)).duplicates).toEqual([]);
  });

  it('flags rows of one file that land in different batches written at once', async () => {
    const run = tag();
    const start = randomInt(0, 9_000_000);
    const shared = freshNationalNumber();
    // 500 rows a batch: the first and the last row are in different batches.
    const rows = Array.from({ length: 1_001 }, (_, i) => [
      'Ada',
      'Obi',
      `csv-far-${run}-${i}@example.com`,
      i === 0 || i === 1_000 ? shared : `809${String(start + i).padStart(7, '0')}`,
    ]);
    expect(await importCsv(csvOf(rows))).toMatchObject({ added: 1_001 });
    const seen = await duplicatesOf(rows[0]?.[2] as string);
    expect(seen.duplicates.map((d) => d.email)).toEqual([rows[1_000]?.[2]]);
  });
});

describe('the sweep over stored phones', () => {
  it('keys phones stored without an E.164 key (the backfill) and flags the matches it finds', async () => {
    const number = freshNationalNumber();
    const first = await applyAs({ phone: number });
    const second = await applyAs({ phone: freshNationalNumber() });
    // As a row written before issue 23.5, or by a statement that changed the phone: the trigger unkeys it.
    await app.db
      .update(users)
      .set({ phone: `0${number}` })
      .where(eq(users.id, second.id));
    const [unkeyed] = await app.db.select().from(users).where(eq(users.id, second.id));
    expect(unkeyed?.phoneE164).toBeNull();

    await sweepPhoneKeys(app);
    const [keyed] = await app.db.select().from(users).where(eq(users.id, second.id));
    expect(keyed?.phoneE164).toBe(`+234${number}`);
    expect((await duplicatesOf(first.email)).duplicates).toEqual([
      expect.objectContaining({ applicantId: second.id, matchedOn: ['PHONE'], source: 'SWEEP' }),
    ]);
  });

  it('flags nobody on a number more than 20 accounts share (an office line, a placeholder)', async () => {
    const number = freshNationalNumber();
    const all = [];
    for (let i = 0; i < 22; i += 1) all.push(await applyAs({ phone: number }));
    const last = all.at(-1);
    expect((await duplicatesOf(last?.email as string)).duplicates).toEqual([]);
  });
});

describe('dismissing a possible duplicate', () => {
  it('lets an elder mark a pair as not the same person; it is never flagged again', async () => {
    const number = freshNationalNumber();
    const first = await applyAs({ phone: number });
    const second = await applyAs({ phone: number });
    const [pair] = (await duplicatesOf(first.email)).duplicates;
    const url = `/api/elder/possibleDuplicates/dismiss/${pair?.pairId}`;

    expect((await app.inject({ method: 'POST', url, headers: sponsor })).statusCode).toBe(403);
    const dismissed = await app.inject({ method: 'POST', url, headers: elder });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().message).toMatch(/not be flagged again/);
    // A second click changes nothing.
    expect((await app.inject({ method: 'POST', url, headers: elder })).statusCode).toBe(200);
    expect((await duplicatesOf(first.email)).duplicates).toEqual([]);

    // Found again by the sweep (the phone re-keyed): still dismissed.
    await app.db
      .update(users)
      .set({ phone: `0${number}` })
      .where(eq(users.id, second.id));
    await sweepPhoneKeys(app);
    expect((await duplicatesOf(first.email)).duplicates).toEqual([]);
    const log = await app.db.select().from(activityLog).where(eq(activityLog.applicantId, first.id));
    expect(log.map((entry) => entry.action)).toContain('DUPLICATE_DISMISSED');
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'DUPLICATE_DISMISSED'), eq(auditLog.subject, pair?.pairId as string)));
    expect(audit).toBeDefined();
  });

  it('answers 404 for an unknown pair and 400 for a malformed one', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: `/api/elder/possibleDuplicates/dismiss/${randomUUID()}`,
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/elder/possibleDuplicates/dismiss/not-a-pair',
      headers: admin,
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('the blind first round', () => {
  it('hides who the other record is from an elder while either is in a blind first round, not from admins', async () => {
    const number = freshNationalNumber();
    const first = await applyAs({ phone: number, firstName: 'Amina' });
    const second = await applyAs({ phone: number, firstName: 'Amina' });
    await setApplicationStatus(app, second.email, 'TESTED');

    const [seenByElder] = (await duplicatesOf(first.email, elder)).duplicates;
    expect(seenByElder).toMatchObject({ blind: true, firstName: '', lastName: '', email: '', phone: '' });
    expect(seenByElder?.applicationId).toMatch(/^INT-/);
    const [seenByAdmin] = (await duplicatesOf(first.email, admin)).duplicates;
    expect(seenByAdmin).toMatchObject({ blind: false, firstName: 'Amina', email: second.email });

    await setApplicationStatus(app, second.email, 'INVITED_FOR_INTERVIEW');
    expect((await duplicatesOf(first.email, elder)).duplicates[0]).toMatchObject({ blind: false });
  });
});

describe('merging two records', () => {
  async function pairOfRecords() {
    const number = freshNationalNumber();
    const survivor = await applyAs({ phone: number, firstName: 'Tunde', lastName: 'Bello' });
    const merged = await applyAs({ phone: `0${number}`, firstName: 'Tunde', lastName: 'Bello' });
    return { survivor, merged };
  }

  it('joins the activity logs in time order, moves files, keeps a full snapshot, audits, and shuts the merged account', async () => {
    const { survivor, merged } = await pairOfRecords();
    const mergedLogin = await withPassword(merged);
    await app.db.insert(files).values({
      ownerId: merged.id,
      storageKey: `key-${tag()}`,
      mimeType: 'image/png',
      format: 'png',
      sizeBytes: 10,
      originalFilename: 'photo.png',
    });
    await app.db
      .update(applicants)
      .set({ questionnaire: { stateOfOrigin: 'Lagos', essay: 'Why I apply' } })
      .where(eq(applicants.userId, merged.id));

    expect((await merge(survivor.id, merged.id, elder)).statusCode).toBe(403);
    expect((await merge(survivor.id, merged.id, sponsor)).statusCode).toBe(403);

    const response = await merge(survivor.id, merged.id);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.message).toMatch(/^INT-\d{6} was merged into INT-\d{6}\.$/);
    expect(result.moved).toMatchObject({ files: 1 });
    expect(result.moved.activity_log).toBeGreaterThanOrEqual(1);

    // The survivor's profile shows both logs, by time, the merged rows marked.
    const profile = await app.inject({
      method: 'GET',
      url: `/api/elder/getApplicantByEmail/${encodeURIComponent(survivor.email)}`,
      headers: admin,
    });
    const log = profile.json().activityLog as {
      action: string;
      createdAt: string;
      details: Record<string, unknown> | null;
    }[];
    expect(log.map((entry) => entry.action)).toEqual(['APPLIED', 'APPLIED', 'RECORDS_MERGED']);
    const times = log.map((entry) => Date.parse(entry.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(log[1]?.details).toMatchObject({ mergedFrom: { applicantId: merged.id, email: merged.email } });
    expect(log[0]?.details?.mergedFrom).toBeUndefined();

    const [record] = await app.db.select().from(recordMerges).where(eq(recordMerges.mergedId, merged.id));
    expect(record).toMatchObject({ survivorId: survivor.id, moved: result.moved });
    const snapshot = record?.snapshot as {
      user: Record<string, unknown>;
      rows: Record<string, Record<string, unknown>[]>;
    };
    expect(snapshot.user).toMatchObject({ id: merged.id, email: merged.email, first_name: 'Tunde' });
    expect(snapshot.user).not.toHaveProperty('password_hash');
    expect(snapshot.rows['applicants.user_id']?.[0]).toMatchObject({
      questionnaire: { stateOfOrigin: 'Lagos', essay: 'Why I apply' },
    });
    expect(snapshot.rows['activity_log.applicant_id']?.map((row) => row.action)).toEqual(['APPLIED']);
    expect(snapshot.rows['files.owner_id']).toHaveLength(1);
    expect(Object.keys(snapshot.rows).some((key) => key.startsWith('sessions.'))).toBe(false);

    const movedFiles = await app.db.select().from(files).where(eq(files.ownerId, survivor.id));
    expect(movedFiles).toHaveLength(1);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'RECORDS_MERGED'), eq(auditLog.subject, survivor.email)));
    expect(audit?.details).toMatchObject({ mergedApplicantId: merged.id, mergeId: result.mergeId });

    // The merged account: its session ended, no new one, out of the staff list.
    const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: mergedLogin.auth });
    expect(me.statusCode).toBe(401);
    const again = await logIn(app, merged.email, mergedLogin.password);
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('ACCOUNT_MERGED');
    const [row] = await app.db.select().from(applicants).where(eq(applicants.userId, merged.id));
    expect(row?.listKey).toBeNull();

    // The panel: nothing left on the survivor; the merged record says where it went.
    expect((await duplicatesOf(survivor.email)).duplicates).toEqual([]);
    const left = await duplicatesOf(merged.email);
    expect(left.mergedInto).toMatch(/^INT-\d{6}$/);
    expect(result.message).toContain(left.mergedInto);
  });

  it('is safe to click twice: one merge happens, the second answers 409', async () => {
    const { survivor, merged } = await pairOfRecords();
    const [one, two] = await Promise.all([merge(survivor.id, merged.id), merge(survivor.id, merged.id)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect([one, two].find((r) => r.statusCode === 409)?.json().code).toBe('ALREADY_MERGED');
    const merges = await app.db.select().from(recordMerges).where(eq(recordMerges.mergedId, merged.id));
    expect(merges).toHaveLength(1);
    // Merging into the merged record is refused too.
    const onto = await applyAs({ phone: freshNationalNumber() });
    expect((await merge(merged.id, onto.id)).json().code).toBe('ALREADY_MERGED');
  });

  it('hands the merged record’s other open pairs to the survivor', async () => {
    const number = freshNationalNumber();
    const survivor = await applyAs({ phone: freshNationalNumber() });
    const merged = await applyAs({ phone: number });
    const third = await applyAs({ phone: `0${number}` });
    expect((await merge(survivor.id, merged.id)).statusCode).toBe(200);
    expect((await duplicatesOf(survivor.email)).duplicates.map((d) => d.applicantId)).toEqual([third.id]);
  });

  it('refuses, each with its own 409: itself, staff, erased, mid-test, admitted or paid', async () => {
    const { survivor, merged } = await pairOfRecords();
    const expectRefused = async (survivorId: string, mergedId: string, code: string) => {
      const response = await merge(survivorId, mergedId);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe(code);
    };
    await expectRefused(survivor.id, survivor.id, 'MERGE_SAME_RECORD');
    const staff = await createStaff(app, 'ADMIN');
    await expectRefused(survivor.id, staff.id, 'MERGE_NOT_APPLICANT');

    const running = await app.db
      .insert(testAttempts)
      .values({ applicantId: merged.id, questionIds: [], deadlineAt: new Date(Date.now() + 600_000) })
      .returning();
    await expectRefused(survivor.id, merged.id, 'MERGE_MID_TEST');
    await app.db.delete(testAttempts).where(eq(testAttempts.id, running[0]?.id as string));

    await setApplicationStatus(app, merged.email, 'ACCEPTED_ADMISSION');
    await expectRefused(survivor.id, merged.id, 'MERGE_KEEP_ADMITTED');
    await setApplicationStatus(app, survivor.email, 'ENROLLED');
    await expectRefused(survivor.id, merged.id, 'MERGE_BOTH_ADMITTED');

    const erased = await applyAs({ phone: freshNationalNumber() });
    await app.db.update(applicants).set({ erasedAt: new Date() }).where(eq(applicants.userId, erased.id));
    await expectRefused(survivor.id, erased.id, 'MERGE_ERASED');

    // Nothing was changed by any refusal.
    const merges = await app.db
      .select()
      .from(recordMerges)
      .where(inArray(recordMerges.mergedId, [merged.id, survivor.id, erased.id]));
    expect(merges).toEqual([]);
  });

  it('answers 404 for an unknown record and 400 for a malformed body', async () => {
    const { survivor } = await pairOfRecords();
    const unknown = await merge(survivor.id, randomUUID());
    expect(unknown.statusCode).toBe(404);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/admin/mergeRecords',
      headers: admin,
      payload: { survivorId: survivor.id, mergedId: 'x\u0000' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('forgets the snapshot’s personal data when the record is erased', async () => {
    const { survivor, merged } = await pairOfRecords();
    expect((await merge(survivor.id, merged.id)).statusCode).toBe(200);
    await app.db.update(applicants).set({ erasedAt: new Date() }).where(eq(applicants.userId, survivor.id));
    const [record] = await app.db
      .select()
      .from(recordMerges)
      .where(eq(recordMerges.mergedId, merged.id))
      .orderBy(desc(recordMerges.mergedAt));
    expect(Object.keys(record?.snapshot ?? {})).toEqual(['erasedAt']);
  });
});
