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
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';

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
