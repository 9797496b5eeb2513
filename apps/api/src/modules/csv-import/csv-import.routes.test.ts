import { randomUUID } from 'node:crypto';
import { CSV_COLUMNS, type CsvImportEvent, messages, phoneNotValidForDialCode } from '@intake/contracts';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  apply,
  bearer,
  createApplicantWithPassword,
  logIn,
  multipartFile,
  staffHeaders,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { updatePasswordHash } from '../../core/users.repository.ts';
import { activityLog, applicants, auditLog, linkTokens, mailOutbox, users } from '../../db/schema/index.ts';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

const HEADER = CSV_COLUMNS.join(',');
const unique = () => randomUUID().slice(0, 8);
const row = (email: string, overrides: Partial<Record<(typeof CSV_COLUMNS)[number], string>> = {}) => {
  const fields = {
    firstName: 'Ada',
    lastName: 'Obi',
    email,
    phone: '8012345678',
    dialCode: '+234',
    gender: 'Female',
    ageRange: '21-30',
    ...overrides,
  };
  return CSV_COLUMNS.map((column) => fields[column]).join(',');
};

function upload(
  content: string | Buffer,
  { filename = 'applicants.csv', headers = admin, accept = 'application/json' } = {},
) {
  const body = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  const form = multipartFile('file', filename, body, 'text/csv');
  return app.inject({
    method: 'POST',
    url: '/api/admin/registerApplicantsViaCSV',
    headers: { ...headers, ...form.headers, accept },
    payload: form.payload,
  });
}

describe('registering applicants from a CSV', () => {
  it('registers each valid row with its create-password e-mail and reports every other row with its line', async () => {
    const tag = unique();
    const emails = [0, 1, 2].map((i) => `csv-${tag}-${i}@example.com`);
    const taken = `csv-${tag}-taken@example.com`;
    await apply(app, { email: taken });
    const csv = [
      HEADER,
      row(emails[0] as string),
      row(emails[1] as string, { firstName: '' }),
      row(taken),
      row(emails[2] as string, { gender: 'Other' }),
      row(emails[0] as string),
      row('not-an-email'),
      `${row(`csv-${tag}-3@example.com`)},extra`,
      row(`CSV-${tag}-4@Example.com`),
    ].join('\n');

    const response = await upload(csv);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ rows: 8, added: 2, skipped: 2, rejected: 4, problemsTruncated: false });
    expect(report.problems).toEqual([
      { line: 3, email: emails[1], outcome: 'rejected', reason: `firstName: ${messages.fillMissingFields}` },
      { line: 5, email: emails[2], outcome: 'rejected', reason: 'gender: Choose one of: Female, Male' },
      { line: 6, email: emails[0], outcome: 'skipped', reason: 'Repeats the e-mail on line 2' },
      { line: 7, email: 'not-an-email', outcome: 'rejected', reason: `email: ${messages.validEmail}` },
      {
        line: 8,
        email: `csv-${tag}-3@example.com`,
        outcome: 'rejected',
        reason: 'Expected 7 fields, found 8',
      },
      { line: 4, email: taken, outcome: 'skipped', reason: messages.emailAlreadyExists },
    ]);

    const added = [emails[0] as string, `csv-${tag}-4@example.com`];
    const rows = await app.db.select().from(users).where(inArray(users.email, added));
    expect(rows).toHaveLength(2);
    for (const user of rows) {
      expect(await app.db.select().from(applicants).where(eq(applicants.userId, user.id))).toHaveLength(1);
      const [activity] = await app.db.select().from(activityLog).where(eq(activityLog.applicantId, user.id));
      expect(activity?.action).toBe('REGISTERED_BY_CSV');
      // Owed its e-mail: the link and the e-mail are written when the outbox gets to them.
      expect(user.invitationOwedAt).toBeInstanceOf(Date);
      expect(await app.db.select().from(linkTokens).where(eq(linkTokens.userId, user.id))).toEqual([]);
    }
    await app.mailWorker.drain();
    for (const user of rows) {
      const [after] = await app.db.select().from(users).where(eq(users.id, user.id));
      expect(after?.invitationOwedAt).toBeNull();
      const tokens = await app.db.select().from(linkTokens).where(eq(linkTokens.userId, user.id));
      // Sending adds the withdraw link to an applicant's e-mail.
      expect(tokens.map((token) => token.purpose).sort()).toEqual(['create-password', 'withdraw']);
      const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
      expect(mail?.text).toMatch(/\/createPassword\/[\w-]{43}/);
      expect(mail?.status).toBe('sent');
    }
    const [audit] = await app.db
      .select()
      .from(auditLog)
      // By its file name: other test files import CSVs into the same database at the same time.
      .where(and(eq(auditLog.action, 'APPLICANTS_IMPORTED'), eq(auditLog.subject, 'applicants.csv')))
      .orderBy(auditLog.id)
      .limit(1);
    expect(audit?.details).toMatchObject({ rows: 8, added: 2 });
  });

  it('can simply be run again: the rows registered before are skipped, nobody twice', async () => {
    const tag = unique();
    const csv = [HEADER, row(`again-${tag}-1@example.com`), row(`again-${tag}-2@example.com`)].join('\n');
    expect((await upload(csv)).json()).toMatchObject({ added: 2, skipped: 0 });
    expect((await upload(csv)).json()).toMatchObject({ added: 0, skipped: 2 });
    await app.mailWorker.drain();
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, [`again-${tag}-1@example.com`, `again-${tag}-2@example.com`]));
    expect(mails).toHaveLength(2);
  });

  it('owes nothing more to an imported applicant who set a password before their e-mail was written', async () => {
    const tag = unique();
    const [early, waiting] = [`early-${tag}@example.com`, `waiting-${tag}@example.com`];
    expect((await upload([HEADER, row(early), row(waiting)].join('\n'))).json()).toMatchObject({ added: 2 });
    const [earlyUser] = await app.db.select().from(users).where(eq(users.email, early));
    await updatePasswordHash(app.db, earlyUser?.id as string, 'set-through-a-reset-link');
    await app.mailWorker.drain();
    const mailed = await app.db
      .select({ to: mailOutbox.toAddress })
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, [early, waiting]));
    expect(mailed).toEqual([{ to: waiting }]);
    const owed = await app.db
      .select()
      .from(users)
      .where(and(inArray(users.email, [early, waiting]), isNotNull(users.invitationOwedAt)));
    expect(owed).toEqual([]);
  });

  it('sends an imported applicant whose e-mail an admin resent before it was written that one only', async () => {
    const email = `resent-${unique()}@example.com`;
    expect((await upload([HEADER, row(email)].join('\n'))).json()).toMatchObject({ added: 1 });
    const resent = await app.inject({
      method: 'POST',
      url: `/api/admin/resendEmail/?email=${email}&emailType=createPassword`,
      headers: admin,
    });
    expect(resent.statusCode).toBe(200);
    await app.mailWorker.drain();
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'create-password')));
    expect(mails).toHaveLength(1);
  });

  it("rejects a row whose phone does not fit its dial code's numbering plan, with the reason", async () => {
    const tag = unique();
    const csv = [
      HEADER,
      row(`plan-${tag}-1@example.com`, { phone: '123' }),
      row(`plan-${tag}-2@example.com`, { phone: '7911123456', dialCode: '+44' }),
    ].join('\n');
    const report = (await upload(csv)).json();
    expect(report).toMatchObject({ added: 1, rejected: 1 });
    expect(report.problems).toEqual([
      {
        line: 2,
        email: `plan-${tag}-1@example.com`,
        outcome: 'rejected',
        reason: `phone: ${phoneNotValidForDialCode('+234')}`,
      },
    ]);
  });

  it('reads quotes, commas and newlines inside fields, a byte-order mark, CRLF and any column order', async () => {
    const tag = unique();
    const reordered = ['email', 'firstName', 'lastName', 'phone', 'dialCode', 'gender', 'ageRange'];
    const csv = `\uFEFF${reordered.join(',')}\r\nquoted-${tag}@example.com,"Ada ""Ify""","Obi,\nJnr",8012345678,+234,Female,21-30\r\nlater-${tag}@example.com,Chidi,Eze,8023456789,+234,Other,16-20\r\n`;
    const report = (await upload(csv)).json();
    expect(report).toMatchObject({ rows: 2, added: 1, rejected: 1 });
    // The first record spans lines 2 and 3, so the next one starts on line 4.
    expect(report.problems).toEqual([
      {
        line: 4,
        email: `later-${tag}@example.com`,
        outcome: 'rejected',
        reason: 'gender: Choose one of: Female, Male',
      },
    ]);
    const [quoted] = await app.db
      .select()
      .from(users)
      .where(eq(users.email, `quoted-${tag}@example.com`));
    expect(quoted).toMatchObject({ firstName: 'Ada "Ify"', lastName: 'Obi,\nJnr' });
  });

  it('streams progress lines, then the report, when asked for NDJSON', async () => {
    const tag = unique();
    const lines = [HEADER, ...Array.from({ length: 1201 }, (_, i) => row(`stream-${tag}-${i}@example.com`))];
    const response = await upload(lines.join('\n'), { accept: 'application/x-ndjson' });
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const events = response.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as CsvImportEvent);
    // Batches are written three at a time, so a boundary may be passed over, never reported early.
    const progress = events.flatMap((event) => (event.type === 'progress' ? [event.processed] : []));
    expect(progress.at(-1)).toBe(1201);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(new Set(progress).size).toBe(progress.length);
    for (const processed of progress) expect([500, 1000, 1201]).toContain(processed);
    expect(events.at(-1)).toMatchObject({ type: 'report', report: { rows: 1201, added: 1201 } });
  });

  it.each([
    [
      'a wrong header row',
      Buffer.from('first,last,email\nAda,Obi,a@example.com\n'),
      'applicants.csv',
      400,
      'CSV_BAD_HEADER',
    ],
    ['an empty file', Buffer.alloc(0), 'applicants.csv', 400, 'CSV_BAD_HEADER'],
    ['a file that is not .csv', Buffer.from(`${HEADER}\n`), 'applicants.xlsx', 400, 'CSV_WRONG_TYPE'],
    [
      'a binary file named .csv',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00]),
      'sheet.csv',
      400,
      'CSV_NOT_TEXT',
    ],
    [
      'Windows-1252 text',
      Buffer.from(`${HEADER}\nAd\xe9,Obi,x@example.com,8012345678,+234,Female,21-30\n`, 'latin1'),
      'old.csv',
      400,
      'CSV_NOT_UTF8',
    ],
  ])(
    'refuses %s with a clear message and registers nobody',
    async (_name, content, filename, status, code) => {
      const before = (await app.db.select({ id: users.id }).from(users)).length;
      const response = await upload(content, { filename });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ code, message: expect.any(String) });
      expect((await app.db.select({ id: users.id }).from(users)).length).toBe(before);
    },
  );

  it('refuses a 50 MB file with 413 and a clear message', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024, 'a');
    const response = await upload(big, { filename: 'huge.csv' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'CSV_TOO_LARGE' });
    expect(response.json().message).toContain('20 MB');
  });

  it('reports an unterminated quote at its line after registering the rows before it', async () => {
    const tag = unique();
    const csv = [HEADER, row(`before-${tag}@example.com`), `"broken-${tag}@example.com,Ada`].join('\n');
    const report = (await upload(csv)).json();
    expect(report).toMatchObject({ added: 1, rejected: 1 });
    expect(report.problems[0].reason).toMatch(/^Unreadable CSV from here on/);
  });

  it('is refused to anonymous, applicant, elder and sponsor callers', async () => {
    const csv = `${HEADER}\n${row(`nobody-${unique()}@example.com`)}\n`;
    expect((await upload(csv, { headers: {} })).statusCode).toBe(401);
    const applicant = await createApplicantWithPassword(app);
    const applicantAuth = bearer((await logIn(app, applicant.email, applicant.password)).json().accessToken);
    expect((await upload(csv, { headers: applicantAuth })).statusCode).toBe(403);
    for (const role of ['ELDER', 'SPONSOR'] as const) {
      expect((await upload(csv, { headers: await staffHeaders(app, role) })).statusCode).toBe(403);
    }
  });

  it('asks for multipart', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/registerApplicantsViaCSV',
      headers: admin,
      payload: { file: 'x' },
    });
    expect(response.statusCode).toBe(415);
  });
});
