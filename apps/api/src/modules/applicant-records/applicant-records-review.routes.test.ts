import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  apply,
  bearer,
  createStaff,
  logIn,
  setApplicationStatus,
  staffHeaders,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { applicants, cohorts, reviewAssignments, users } from '../../db/schema/index.ts';

type Row = {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  gender: string;
  applicationNumber: number;
  blind: boolean;
  applicantDocument: { email: string; ageRange: string };
  review: { score: number | null; count: number; disagrees: boolean };
};

let app: FastifyInstance;
let admin: Record<string, string>;
let elder: Record<string, string>;
const marker = `rv${Date.now().toString(36)}`;

/** Six applicants, oldest first: [score, reviews, disagree] or unreviewed (null). */
const reviews: ([number, number, boolean] | null)[] = [
  [4.5, 2, false],
  [2, 1, false],
  [4.5, 3, true],
  null,
  [3, 2, true],
  null,
];
const name = (i: number) => `${marker}${i}`;

async function idOf(email: string) {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? '';
}

beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  elder = await staffHeaders(app, 'ELDER');
  for (const [i, review] of reviews.entries()) {
    const { body } = await apply(app, { lastName: name(i), phone: `70400${String(i).padStart(5, '0')}` });
    // The aggregate as refreshReviewAggregates writes it with each first-round card.
    if (review) {
      const [score, count, disagrees] = review;
      await app.db
        .update(applicants)
        .set({ reviewScore: score, reviewCount: count, reviewDisagrees: disagrees })
        .where(eq(applicants.userId, await idOf(body.email)));
    }
  }
  await setApplicationStatus(
    app,
    (await list(`?search=${name(4)}`)).rows[0]?.applicantDocument.email ?? '',
    'INTERVIEWED',
  );
});
afterAll(() => app.close());

async function list(query: string, headers = admin) {
  const answer = await app.inject({ method: 'GET', url: `/api/elder/getAllApplicants${query}`, headers });
  return {
    status: answer.statusCode,
    total: Number(answer.headers['x-total-count']),
    rows: answer.statusCode === 200 ? (answer.json() as Row[]) : [],
    message: answer.statusCode === 200 ? undefined : (answer.json() as { message: string }).message,
  };
}
const lastNames = async (query: string) =>
  (await list(`?search=${marker}&${query}`)).rows.map((r) => r.lastName);

describe('the review aggregate in the records list', () => {
  it('gives each record its score, number of reviews, disagreement and application number', async () => {
    const { rows } = await list(`?search=${marker}`);
    expect(rows).toHaveLength(6);
    const byName = Object.fromEntries(rows.map((r) => [r.lastName, r]));
    expect(byName[name(2)]).toMatchObject({
      blind: false,
      review: { score: 4.5, count: 3, disagrees: true },
    });
    expect(byName[name(3)]?.review).toEqual({ score: null, count: 0, disagrees: false });
    expect(byName[name(0)]?.applicationNumber).toBeLessThan(byName[name(5)]?.applicationNumber ?? 0);
    // The spec's fields are unchanged beside them.
    expect(byName[name(1)]).toMatchObject({ firstName: 'Ada', applicantDocument: { ageRange: '21-30' } });
  });

  it('sorts newest first by default, by score either way and by reviews, the unreviewed last', async () => {
    const order = (...i: number[]) => i.map(name);
    expect(await lastNames('page=1')).toEqual(order(5, 4, 3, 2, 1, 0));
    expect(await lastNames('sort=newest&page=1')).toEqual(order(5, 4, 3, 2, 1, 0));
    // Equal scores: newest first high to low, and the exact reverse (oldest first) low to high.
    expect(await lastNames('sort=score-high&page=1')).toEqual(order(2, 0, 4, 1, 5, 3));
    expect(await lastNames('sort=score-low&page=1')).toEqual(order(1, 4, 0, 2, 5, 3));
    expect(await lastNames('sort=reviews&page=1')).toEqual(order(2, 4, 0, 1, 5, 3));
  });

  it('pages a review order across the end of the reviewed rows without a gap or a repeat', async () => {
    for (const sort of ['score-high', 'score-low', 'reviews']) {
      const whole = await lastNames(`sort=${sort}&page=1&size=10`);
      for (const size of [2, 3, 4, 5]) {
        const pages: string[] = [];
        for (let page = 1; page <= Math.ceil(6 / size); page += 1) {
          pages.push(...(await lastNames(`sort=${sort}&page=${page}&size=${size}`)));
        }
        expect(pages, `${sort} by ${size}`).toEqual(whole);
      }
    }
  });

  it('filters by minimum score, disagreement and review, with the total', async () => {
    const at = async (query: string) => {
      const answer = await list(`?search=${marker}&page=1&${query}`);
      return [answer.total, answer.rows.map((r) => r.lastName)];
    };
    expect(await at('minScore=3.5')).toEqual([2, [name(2), name(0)]]);
    expect(await at('minScore=3&sort=score-low')).toEqual([3, [name(4), name(0), name(2)]]);
    expect(await at('reviews=disagree')).toEqual([2, [name(4), name(2)]]);
    expect(await at('reviews=reviewed')).toEqual([4, [name(4), name(2), name(1), name(0)]]);
    expect(await at('reviews=unreviewed')).toEqual([2, [name(5), name(3)]]);
    // Not yet reviewed sorted by score: newest first, as they all have none.
    expect(await at('reviews=unreviewed&sort=score-high')).toEqual([2, [name(5), name(3)]]);
    const page2 = await list(`?search=${marker}&reviews=reviewed&sort=score-high&size=2&page=2`);
    expect([page2.total, page2.rows.map((r) => r.lastName)]).toEqual([4, [name(4), name(1)]]);
  });

  it('combines the review filters and orders with the stage filter', async () => {
    expect((await list('?stage=interviewed&reviews=disagree&page=1')).rows.map((r) => r.lastName)).toEqual([
      name(4),
    ]);
    expect((await list('?stage=interviewed&minScore=3.5&page=1')).rows).toEqual([]);
    expect(
      (await list(`?stage=interviewed&sort=score-high&search=${marker}&page=1`)).rows.map((r) => r.lastName),
    ).toEqual([name(4)]);
  });

  it.each([
    ['sort=best', 'Sort is one of newest, score-high, score-low, reviews.'],
    ['sort=newest&sort=score-high', 'Sort is one of newest, score-high, score-low, reviews.'],
    ['reviews=maybe', 'Reviews is one of unreviewed, reviewed, disagree.'],
    ['minScore=abc', 'The minimum score is a number from 1 to 5 with at most one decimal, such as 3.5.'],
    ['minScore=0', 'The minimum score is a number from 1 to 5 with at most one decimal, such as 3.5.'],
    ['minScore=5.1', 'The minimum score is a number from 1 to 5 with at most one decimal, such as 3.5.'],
    ['minScore=3.45', 'The minimum score is a number from 1 to 5 with at most one decimal, such as 3.5.'],
    ['minScore=Infinity', 'The minimum score is a number from 1 to 5 with at most one decimal, such as 3.5.'],
    [
      'minScore=3&reviews=unreviewed',
      'A minimum score lists reviewed applicants only: it cannot be combined with “not yet reviewed”.',
    ],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const answer = await list(`?page=1&${query}`);
    expect(answer.status).toBe(400);
    expect(answer.message).toBe(message);
    const exported = await app.inject({
      method: 'GET',
      url: `/api/elder/exportApplicants?${query}`,
      headers: admin,
    });
    // The export takes the filter, not the order.
    expect(exported.statusCode).toBe(query.startsWith('sort=') ? 200 : 400);
  });
});

describe('blind rows for an elder (issue 22.4)', () => {
  const blindMarker = `bl${Date.now().toString(36)}`;
  const people: Record<
    'blind' | 'open' | 'noCohort' | 'invited',
    { email: string; phone: string; id: string }
  > = {} as never;

  beforeAll(async () => {
    const [blindCohort, openCohort] = await app.db
      .insert(cohorts)
      .values([
        { name: 'Blind cohort', startMonth: 1, startYear: 2027, blindFirstRound: true },
        { name: 'Open cohort', startMonth: 1, startYear: 2027, blindFirstRound: false },
      ])
      .returning({ id: cohorts.id });
    const setUp = [
      ['blind', 'TESTED', blindCohort?.id ?? null],
      ['open', 'TESTED', openCohort?.id ?? null],
      ['noCohort', 'TESTED', null],
      ['invited', 'INVITED_FOR_INTERVIEW', blindCohort?.id ?? null],
    ] as const;
    for (const [i, [who, status, cohortId]] of setUp.entries()) {
      const phone = `70500${String(i).padStart(5, '0')}`;
      const { body } = await apply(app, { firstName: 'Zainab', lastName: `${blindMarker}${who}`, phone });
      const id = await idOf(body.email);
      await app.db
        .update(applicants)
        .set({ applicationStatus: status, cohortId, reviewScore: 3.5, reviewCount: 1 })
        .where(eq(applicants.userId, id));
      people[who] = { email: body.email, phone, id };
    }
  });

  const rowsOf = async (headers: Record<string, string>) =>
    Object.fromEntries(
      (await list('?page=1&size=100&reviews=reviewed', headers)).rows.map((r) => [r.id, r] as const),
    );

  it('withholds who a TESTED applicant of a blind cohort is, keeping the number and the score', async () => {
    const rows = await rowsOf(elder);
    for (const who of ['blind', 'noCohort'] as const) {
      expect(rows[people[who].id]).toMatchObject({
        blind: true,
        firstName: '',
        lastName: '',
        phone: '',
        gender: '',
        applicantDocument: { email: '', ageRange: '', applicationStatus: 'TESTED' },
        applicationNumber: expect.any(Number),
        review: { score: 3.5, count: 1 },
      });
    }
    expect(rows[people.open.id]).toMatchObject({ blind: false, lastName: `${blindMarker}open` });
    expect(rows[people.invited.id]).toMatchObject({ blind: false, lastName: `${blindMarker}invited` });
  });

  it('hides others’ scores from an elder until their own review is in (issue 22.3)', async () => {
    const reviewer = await createStaff(app, 'ELDER');
    const headers = bearer((await logIn(app, reviewer.email, reviewer.password)).json().accessToken);
    await app.db
      .update(applicants)
      .set({ reviewDisagrees: true })
      .where(eq(applicants.userId, people.open.id));
    await app.db.insert(reviewAssignments).values({ applicantId: people.open.id, reviewerId: reviewer.id });
    expect((await rowsOf(headers))[people.open.id]?.review).toEqual({
      score: null,
      count: 1,
      disagrees: false,
    });
    // Another elder, with no review of them to give, sees the aggregate.
    expect((await rowsOf(elder))[people.open.id]?.review).toEqual({ score: 3.5, count: 1, disagrees: true });

    await app.db
      .update(reviewAssignments)
      .set({ completedAt: new Date() })
      .where(eq(reviewAssignments.reviewerId, reviewer.id));
    expect((await rowsOf(headers))[people.open.id]?.review).toEqual({
      score: 3.5,
      count: 1,
      disagrees: true,
    });
  });

  it('shows an admin every row whole', async () => {
    const rows = await rowsOf(admin);
    expect(rows[people.blind.id]).toMatchObject({
      blind: false,
      lastName: `${blindMarker}blind`,
      applicantDocument: { email: people.blind.email },
    });
  });

  it('does not let an elder find a blind applicant by name, e-mail or phone', async () => {
    const found = async (search: string, headers: Record<string, string>) =>
      (await list(`?page=1&search=${encodeURIComponent(search)}`, headers)).rows.map((r) => r.id);
    expect((await found(blindMarker, elder)).sort()).toEqual([people.open.id, people.invited.id].sort());
    for (const search of [
      `${blindMarker}blind`,
      people.blind.email,
      people.blind.phone,
      people.noCohort.phone,
    ]) {
      expect(await found(search, elder)).toEqual([]);
    }
    expect(await found(`${blindMarker}blind`, admin)).toEqual([people.blind.id]);
    expect(await found(people.noCohort.phone, admin)).toEqual([people.noCohort.id]);
    // The count agrees with the rows.
    expect((await list(`?page=1&search=${blindMarker}`, elder)).total).toBe(2);
  });

  it('withholds the same in an elder’s export, not in an admin’s', async () => {
    const cellsOf = async (headers: Record<string, string>) => {
      const answer = await app.inject({
        method: 'GET',
        url: '/api/elder/exportApplicants?reviews=reviewed',
        headers,
      });
      expect(answer.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(answer.rawPayload as never);
      const sheet = workbook.getWorksheet('applicants');
      return (sheet?.getSheetValues() ?? []).slice(2).map((values) => (values as unknown[]).slice(1));
    };
    const secrets = [`${blindMarker}blind`, people.blind.email, people.blind.phone, people.noCohort.phone];
    const elderText = JSON.stringify(await cellsOf(elder));
    for (const secret of secrets) expect(elderText).not.toContain(secret);
    expect(elderText).toContain(`${blindMarker}open`);
    // A blind row is named by its application number, as the list names it.
    const blindNumber = (await rowsOf(elder))[people.blind.id]?.applicationNumber;
    expect(elderText).toContain(`Blind review · Applicant ${blindNumber}`);
    const adminText = JSON.stringify(await cellsOf(admin));
    for (const secret of secrets) expect(adminText).toContain(secret);
  });
});
