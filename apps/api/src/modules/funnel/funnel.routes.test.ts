import type { ApplicationStatus } from '@intake/contracts';
import type { Funnel } from '@intake/contracts/funnel';
import { eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, apply, staffHeaders } from '../../../test/factories.ts';
import { buildIsolatedTestApp } from '../../../test/test-app.ts';
import { moveApplication } from '../../core/application-status.service.ts';
import { activityLog, applicants, cohorts, users } from '../../db/schema/index.ts';

let app: FastifyInstance;
let admin: Record<string, string>;
let cohortId: string;
const ids: Record<string, string> = {};
const DAY_MS = 24 * 3600_000;
/** The crafted history starts a day ago, so that every move below is in the past. */
const base = new Date(Date.now() - DAY_MS);
const at = (minutes: number) => new Date(base.getTime() + minutes * 60_000);

/** A status change as moveApplication writes it, at a chosen time. */
async function moveAt(name: string, from: ApplicationStatus, to: ApplicationStatus, minutes: number) {
  const id = ids[name] as string;
  await app.db.update(applicants).set({ applicationStatus: to }).where(eq(applicants.userId, id));
  await app.db
    .insert(activityLog)
    .values({ applicantId: id, action: 'TEST_MOVE', fromStatus: from, toStatus: to, createdAt: at(minutes) });
}

async function withdrawAt(name: string, minutes: number, because: string) {
  const id = ids[name] as string;
  await app.db
    .update(applicants)
    .set({ withdrawnAt: at(minutes) })
    .where(eq(applicants.userId, id));
  await app.db.insert(activityLog).values({
    applicantId: id,
    actorId: id,
    action: 'APPLICATION_WITHDRAWN',
    details: { reason: `I want to Withdraw my Application because ${because}` },
    createdAt: at(minutes),
  });
}

const funnelOf = async (id = cohortId, headers = admin) =>
  app.inject({ method: 'GET', url: `/api/admin/funnel/${id}`, headers });

beforeAll(async () => {
  app = await buildIsolatedTestApp();
  admin = await adminHeaders(app);
  await app.inject({
    method: 'POST',
    url: '/api/admin/createBatch',
    headers: admin,
    payload: { name: 'Funnel cohort', tuitionFee: 500_000 },
  });
  const [current] = await app.db.select().from(cohorts).where(eq(cohorts.isCurrent, true));
  cohortId = current?.id ?? '';
  for (const [name, gender, ageRange] of [
    ['A', 'Female', '21-30'],
    ['B', 'Male', '21-30'],
    ['C', 'Female', '31-39'],
    ['D', 'Male', '21-30'],
    ['E', 'Female', '21-30'],
  ] as const) {
    const { body, response } = await apply(app, { gender, ageRange });
    expect(response.statusCode).toBe(201);
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    ids[name] = user?.id ?? '';
  }
  // Everyone applied at the start of the history (the trigger counted them when they applied).
  await app.db
    .update(activityLog)
    .set({ createdAt: base })
    .where(inArray(activityLog.applicantId, Object.values(ids)));
  await moveAt('A', 'APPLIED', 'QUESTIONNAIRE', 10);
  await moveAt('B', 'APPLIED', 'QUESTIONNAIRE', 20);
  await moveAt('C', 'APPLIED', 'QUESTIONNAIRE', 30);
  await app.db
    .update(applicants)
    .set({ questionnaire: { stateOfOrigin: 'Lagos' } })
    .where(eq(applicants.userId, ids.A as string));
  await moveAt('A', 'QUESTIONNAIRE', 'TESTING', 60);
  await moveAt('B', 'QUESTIONNAIRE', 'TESTING', 60);
  await moveAt('C', 'QUESTIONNAIRE', 'TESTING', 60);
  await moveAt('A', 'TESTING', 'TESTED', 120);
  // C's test is undone and taken again: C reached each stage once, and stayed in each twice.
  await moveAt('C', 'TESTING', 'QUESTIONNAIRE', 90);
  await moveAt('C', 'QUESTIONNAIRE', 'TESTING', 100);
  await withdrawAt('B', 130, 'Found a job');
  // D moves now through the one real path: a day in APPLIED.
  await app.db.transaction((tx) =>
    moveApplication(tx, ids.D as string, { to: 'QUESTIONNAIRE', action: 'TEST_MOVE', refusal: 'no' }),
  );
});
afterAll(() => app.close());

describe('GET /api/admin/funnel/:cohortId', () => {
  it('counts each stage reached once per applicant, with conversion and who is there now', async () => {
    const response = await funnelOf();
    expect(response.statusCode).toBe(200);
    const funnel = response.json() as Funnel;
    expect(funnel.cohortName).toBe('Funnel cohort');
    const stage = (status: string) => funnel.stages.find((row) => row.status === status);
    expect(funnel.stages.map((row) => row.reached)).toEqual([5, 4, 3, 1, 0, 0, 0, 0, 0, 0]);
    expect(stage('APPLIED')?.conversion).toBeCloseTo(0.8);
    expect(stage('QUESTIONNAIRE')?.conversion).toBeCloseTo(0.75);
    expect(stage('TESTING')?.conversion).toBeCloseTo(1 / 3);
    expect(stage('TESTED')?.conversion).toBe(0);
    expect(stage('INVITED_FOR_INTERVIEW')?.conversion).toBeNull();
    expect(stage('ENROLLED')?.conversion).toBeNull();
    // B withdrew while TESTING: listed under WITHDRAWN, not TESTING.
    expect(funnel.now).toEqual([
      { listKey: 'APPLIED', applicants: 1 },
      { listKey: 'QUESTIONNAIRE', applicants: 1 },
      { listKey: 'TESTED', applicants: 1 },
      { listKey: 'TESTING', applicants: 1 },
      { listKey: 'WITHDRAWN', applicants: 1 },
    ]);
  });

  it('gives the median time in each stage of those who left it', async () => {
    const funnel = (await funnelOf()).json() as Funnel;
    const median = (status: string) => funnel.stages.find((row) => row.status === status)?.medianMinutes;
    // APPLIED: 10, 20, 30 and D's day (1440): the lower middle is 20.
    expect(median('APPLIED')).toBe(20);
    // QUESTIONNAIRE: A 50, B 40, C 30 then 10 again: 10, 30, 40, 50.
    expect(median('QUESTIONNAIRE')).toBe(30);
    // TESTING: A 60, C 30 (B withdrew in it, C is in it again).
    expect(median('TESTING')).toBe(30);
    expect(median('TESTED')).toBeNull();
  });

  it('lists drop-offs, new applications per day and the breakdowns', async () => {
    const funnel = (await funnelOf()).json() as Funnel;
    expect(funnel.dropOff.withdrawnByStage).toEqual([{ status: 'TESTING', applicants: 1 }]);
    expect(funnel.dropOff.withdrawalReasons).toEqual([{ reason: 'found a job', applicants: 1 }]);
    expect(funnel.dropOff.declinedInterview).toBe(0);
    expect(funnel.applicationsPerDay.reduce((sum, day) => sum + day.applicants, 0)).toBe(5);
    const gender = funnel.breakdowns.find((row) => row.dimension === 'gender')?.rows;
    expect(gender).toEqual([
      { value: 'Female', reached: [3, 2, 2, 1, 0, 0, 0, 0, 0, 0] },
      { value: 'Male', reached: [2, 2, 1, 0, 0, 0, 0, 0, 0, 0] },
    ]);
    const state = funnel.breakdowns.find((row) => row.dimension === 'state')?.rows;
    // The state is known from the questionnaire on: A had given it when reaching TESTING.
    expect(state).toContainEqual({ value: 'Lagos', reached: [0, 0, 1, 1, 0, 0, 0, 0, 0, 0] });
  });

  it('answers 404 for an unknown cohort, 400 for a malformed id and 403 for staff who are not admins', async () => {
    const unknown = await funnelOf('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This cohort does not exist.');
    expect((await funnelOf('not-a-cohort')).statusCode).toBe(400);
    expect((await funnelOf(cohortId, await staffHeaders(app, 'ELDER'))).statusCode).toBe(403);
    expect((await funnelOf(cohortId, {})).statusCode).toBe(401);
  });
});

describe("intake_funnel_rebuild (the migration's backfill, and the bench's after a set-based load)", () => {
  it('counts from the whole log what the trigger counted row by row', async () => {
    const before = (await funnelOf()).json() as Funnel;
    await app.db.execute(sql`select intake_funnel_rebuild()`);
    const after = (await funnelOf()).json() as Funnel;
    expect(after.stages).toEqual(before.stages);
    expect(after.now).toEqual(before.now);
    expect(after.dropOff).toEqual(before.dropOff);
    expect(after.breakdowns.find((row) => row.dimension === 'gender')).toEqual(
      before.breakdowns.find((row) => row.dimension === 'gender'),
    );
  });
});

describe('GET /api/admin/funnel/:cohortId/export', () => {
  const download = (format: string) =>
    app.inject({
      method: 'GET',
      url: `/api/admin/funnel/${cohortId}/export?format=${format}`,
      headers: admin,
    });

  it('gives every figure as a CSV row of its own', async () => {
    const response = await download('csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('Table,Row,Column,Value');
    expect(lines).toContain('Stages,Applied,Reached,5');
    expect(lines).toContain('Stages,Questionnaire,Went on to the next (%),75');
    expect(lines).toContain('Withdrawal reasons,found a job,Applicants,1');
    expect(lines).toContain('Gender,Female,Tested,1');
  });

  it('gives the same tables as sheets of a workbook', async () => {
    const response = await download('xlsx');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const stages = workbook.getWorksheet('Stages');
    expect(stages?.getRow(1).values).toEqual([
      undefined,
      'Stage',
      'Reached',
      'In stage now',
      'Went on to the next (%)',
      'Median time in stage (minutes)',
    ]);
    expect(stages?.getRow(2).values).toEqual([undefined, 'Applied', 5, 1, 80, 20]);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Stages',
      'Drop-off',
      'Withdrawal reasons',
      'Decision reasons',
      'Applications per day',
      'Gender',
      'Age range',
      'State of origin',
    ]);
  });

  it('refuses an unknown format', async () => {
    const response = await download('pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Choose csv or xlsx');
  });
});

// Last: it adds an applicant to the crafted history.
describe('erasure', () => {
  it('takes the withdrawal reason out of the funnel and keeps the withdrawal counted', async () => {
    const withdrawer = (await apply(app)).body.email;
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, withdrawer));
    ids.F = user?.id ?? '';
    await withdrawAt('F', 5, 'My name is Ada Obi and I move to Kano');
    const reasonsOf = async () => ((await funnelOf()).json() as Funnel).dropOff;
    expect((await reasonsOf()).withdrawalReasons).toContainEqual({
      reason: 'my name is ada obi and i move to kano',
      applicants: 1,
    });
    // As privacy.repository.ts erases the log.
    await app.db.update(activityLog).set({ details: null }).where(eq(activityLog.applicantId, ids.F));
    const after = await reasonsOf();
    expect(after.withdrawalReasons).toEqual([{ reason: 'found a job', applicants: 1 }]);
    expect(after.withdrawnByStage).toEqual([
      { status: 'APPLIED', applicants: 1 },
      { status: 'TESTING', applicants: 1 },
    ]);
  });
});
