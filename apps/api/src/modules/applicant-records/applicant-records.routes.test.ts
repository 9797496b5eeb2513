import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  apply,
  bearer,
  createApplicantWithPassword,
  createStaff,
  logIn,
  setApplicationStatus,
  staffHeaders,
} from '../../../test/factories.ts';
import { buildIsolatedTestApp, buildTestApp } from '../../../test/test-app.ts';

let app: FastifyInstance;
let admin: Record<string, string>;
const marker = `zq${Date.now().toString(36)}`;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  // Twelve applicants sharing a marker in their last name.
  for (let i = 0; i < 12; i += 1) {
    await apply(app, { lastName: `${marker}${i}`, phone: `70312${String(i).padStart(5, '0')}` });
  }
});
afterAll(() => app.close());

const list = (query: string, headers = admin) =>
  app.inject({ method: 'GET', url: `/api/elder/getAllApplicants${query}`, headers });

describe('GET /api/elder/getAllApplicants', () => {
  it('answers the spec’s array of records, newest first', async () => {
    const answer = await list('');
    expect(answer.statusCode).toBe(200);
    const [first] = answer.json();
    expect(first).toMatchObject({
      firstName: 'Ada',
      lastName: `${marker}11`,
      applicantDocument: { applicationStatus: 'APPLIED', ageRange: '21-30', email: expect.any(String) },
    });
    expect(Number(answer.headers['x-total-count'])).toBeGreaterThanOrEqual(12);
  });

  it('pages a search by a case-insensitive fragment, with the total in x-total-count', async () => {
    const page1 = await list(`?search=${marker.toUpperCase()}&page=1&size=10`);
    expect(page1.json()).toHaveLength(10);
    expect(page1.headers['x-total-count']).toBe('12');
    const page2 = await list(`?search=${marker}&page=2&size=10`);
    expect(page2.json().map((r: { lastName: string }) => r.lastName)).toEqual([`${marker}1`, `${marker}0`]);
  });

  it('finds an applicant by a fragment of the phone number or e-mail', async () => {
    const byPhone = await list('?search=7031200007&page=1');
    expect(byPhone.json().map((r: { lastName: string }) => r.lastName)).toEqual([`${marker}7`]);
    const someone = (await list(`?search=${marker}5`)).json()[0];
    const byEmail = await list(
      `?search=${someone.applicantDocument.email.slice(0, 20).toUpperCase()}&page=1`,
    );
    expect(byEmail.json()[0].id).toBe(someone.id);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list('?search=%25&page=1')).json()).toEqual([]);
    expect((await list('?search=_&page=1')).json()).toEqual([]);
  });

  it('filters by stage', async () => {
    const applicant = await createApplicantWithPassword(app);
    await setApplicationStatus(app, applicant.email, 'CHECKED_IN');
    const answer = await list('?stage=enrolled&page=1&size=100');
    const enrolled = answer.json();
    // The total comes from the counts the triggers keep; it must agree with the rows.
    expect(Number(answer.headers['x-total-count'])).toBe(enrolled.length);
    expect(
      enrolled.every((r: { applicantDocument: { applicationStatus: string } }) =>
        ['ENROLLED', 'CHECKED_IN', 'NATIVE'].includes(r.applicantDocument.applicationStatus),
      ),
    ).toBe(true);
    expect(
      enrolled.some(
        (r: { applicantDocument: { email: string } }) => r.applicantDocument.email === applicant.email,
      ),
    ).toBe(true);
  });

  it('refuses bad parameters, applicants and anonymous callers; lets sponsors read', async () => {
    expect((await list('?page=0')).statusCode).toBe(400);
    expect((await list('?size=1000')).statusCode).toBe(400);
    expect((await list('?stage=everything')).statusCode).toBe(400);
    const applicant = await createApplicantWithPassword(app);
    expect((await list('', applicant.auth)).statusCode).toBe(403);
    expect((await list('', {})).statusCode).toBe(401);
    const sponsor = await createStaff(app, 'SPONSOR');
    const sponsorAuth = bearer((await logIn(app, sponsor.email, sponsor.password)).json().accessToken);
    expect((await list('?page=1', sponsorAuth)).statusCode).toBe(200);
  });
});

// A fragment with more matches than the count counts is found by walking the newest-first index
// (issue 27.5): it must answer the rows, order and pages the trigram index answers.
describe('a search too common to count', () => {
  const APPLICANTS = 1_600;
  let own: FastifyInstance;
  beforeAll(async () => {
    own = await buildIsolatedTestApp();
    // Two of every three are Walkers (1,067: more than the count counts), two at each instant.
    await own.db.execute(sql`
      insert into users (email, first_name, last_name, phone, gender, role, created_at)
      select 'walk' || n || '@example.com', 'Ada',
             case when n % 3 = 0 then 'Stroll' else 'Walker' end || n, '8012345678', 'Female', 'APPLICANT',
             timestamptz '2020-01-01 00:00:00+00' - make_interval(secs => n / 2)
      from generate_series(1, ${APPLICANTS}) as n`);
    await own.db.execute(sql`
      insert into applicants (user_id, age_range, application_status, terms_accepted_at, created_at)
      select id, '21-30', 'APPLIED', created_at, created_at from users where email like 'walk%'`);
    // Awaiting a first review (no cohort: the blind round on), among the newest Walkers.
    for (const n of [2, 5, 8]) await setApplicationStatus(own, `walk${n}@example.com`, 'TESTED');
  });
  afterAll(() => own.close());

  /** The matches' e-mails newest first, as the trigram index's path reads them. */
  const expected = async (blindHidden: boolean, offset: number) =>
    (
      (await own.db.execute(sql`
        select u.email from applicants a join users u on u.id = a.user_id
        where a.list_key is not null and a.search_text like '%walker%'
          and not (${blindHidden} and a.application_status = 'TESTED')
        order by a.created_at desc, a.user_id desc limit 10 offset ${offset}`)) as unknown as {
        rows: { email: string }[];
      }
    ).rows.map((row) => row.email);
  const page = async (headers: Record<string, string>, n: number) => {
    const answer = await own.inject({
      method: 'GET',
      url: `/api/elder/getAllApplicants?search=WALKER&page=${n}&size=10`,
      headers,
    });
    expect(answer.statusCode).toBe(200);
    return {
      headers: answer.headers,
      emails: answer.json().map((r: { applicantDocument: { email: string } }) => r.applicantDocument.email),
    };
  };

  it('answers the same pages, newest first, with the total capped', async () => {
    const admin = await staffHeaders(own, 'ADMIN');
    const first = await page(admin, 1);
    expect(first.headers['x-total-capped']).toBe('true');
    expect(first.emails).toEqual(await expected(false, 0));
    expect(first.emails).toContain('walk2@example.com');
    expect((await page(admin, 3)).emails).toEqual(await expected(false, 20));
    expect((await page(admin, 100)).emails).toEqual(await expected(false, 990));
  });

  it('does not let an elder find an applicant in the blind round', async () => {
    const elder = await staffHeaders(own, 'ELDER');
    const first = await page(elder, 1);
    expect(first.emails).toEqual(await expected(true, 0));
    expect(first.emails).not.toContain('walk2@example.com');
    expect((await page(elder, 2)).emails).toEqual(await expected(true, 10));
  });
});

// The walk reads a bounded number of index entries (issue 27.5): matches bunched behind more newer
// rows than it reads are still found, through the trigram index.
describe('a search too common to count, its matches older than a walk reads', () => {
  let own: FastifyInstance;
  beforeAll(async () => {
    own = await buildIsolatedTestApp();
    // 1,100 Rovers (more than the count counts), then 2,100 newer applicants who are not.
    await own.db.execute(sql`
      insert into users (email, first_name, last_name, phone, gender, role, created_at)
      select 'bunch' || n || '@example.com', 'Ada', case when n > 2100 then 'Rover' else 'Stay' end || n,
             '8012345678', 'Female', 'APPLICANT', timestamptz '2020-01-01 00:00:00+00' - make_interval(secs => n)
      from generate_series(1, 3200) as n`);
    await own.db.execute(sql`
      insert into applicants (user_id, age_range, application_status, terms_accepted_at, created_at)
      select id, '21-30', 'APPLIED', created_at, created_at from users where email like 'bunch%'`);
  });
  afterAll(() => own.close());

  it('answers the newest matches', async () => {
    const answer = await own.inject({
      method: 'GET',
      url: '/api/elder/getAllApplicants?search=rover&page=2&size=10',
      headers: await staffHeaders(own, 'ADMIN'),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-total-capped']).toBe('true');
    expect(
      answer.json().map((r: { applicantDocument: { email: string } }) => r.applicantDocument.email),
    ).toEqual(Array.from({ length: 10 }, (_, i) => `bunch${2111 + i}@example.com`));
  });
});

describe('GET /api/elder/exportApplicants', () => {
  it('streams an .xlsx named applicants with every row of the current filter', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api/elder/exportApplicants?search=${marker}`,
      headers: admin,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="applicants.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as never);
    const sheet = workbook.getWorksheet('applicants');
    expect(sheet?.rowCount).toBe(13);
    expect(sheet?.getRow(1).values).toContain('E-mail');
    const lastNames = Array.from({ length: 12 }, (_, i) => String(sheet?.getRow(i + 2).getCell(2).value));
    expect(lastNames.sort()).toEqual(Array.from({ length: 12 }, (_, i) => `${marker}${i}`).sort());
  });

  it('is refused to applicants', async () => {
    const applicant = await createApplicantWithPassword(app);
    expect(
      (await app.inject({ method: 'GET', url: '/api/elder/exportApplicants', headers: applicant.auth }))
        .statusCode,
    ).toBe(403);
  });
});
