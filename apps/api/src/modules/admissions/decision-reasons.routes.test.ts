import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  applicantStateOf,
  createApplicantWithPassword,
  latestMailTo,
  setApplicationStatus,
  staffHeaders,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { activityLog, applicants, auditLog, cohorts } from '../../db/schema/index.ts';

let app: FastifyInstance;
let admin: Record<string, string>;
let elder: Record<string, string>;
let cohortId: string;
const url = '/api/admissions/decisionReasons';
type Reason = {
  id: string;
  label: string;
  decisions: string[];
  nextStep: string;
  archived: boolean;
  uses: number;
};

beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
  elder = await staffHeaders(app, 'ELDER');
  await app.inject({
    method: 'POST',
    url: '/api/admin/createBatch',
    headers: admin,
    payload: { name: 'Reasons test cohort', tuitionFee: 600_000 },
  });
  const [current] = await app.db.select().from(cohorts).where(eq(cohorts.isCurrent, true));
  cohortId = current?.id ?? '';
});
afterAll(() => app.close());

const list = async (headers = elder) =>
  (await app.inject({ method: 'GET', url, headers })).json() as Reason[];
const create = (payload: Record<string, unknown>, headers = admin) =>
  app.inject({ method: 'POST', url, headers, payload });
const update = (id: string, payload: Record<string, unknown>, headers = admin) =>
  app.inject({ method: 'PATCH', url: `${url}/${id}`, headers, payload });
const decide = (email: string, payload: Record<string, unknown>, headers = elder) =>
  app.inject({ method: 'POST', url: `/api/admissions/decision/${email}`, headers, payload });
async function interviewed() {
  const applicant = await createApplicantWithPassword(app);
  await setApplicationStatus(app, applicant.email, 'INTERVIEWED');
  return applicant;
}
const seeded = async (label: string) => {
  const found = (await list()).find((reason) => reason.label === label);
  if (!found) throw new Error(`no seeded reason ${label}`);
  return found;
};

describe('decision reasons', () => {
  it('starts with a default list staff can read', async () => {
    const reasons = await list();
    expect(reasons.map((reason) => reason.label)).toEqual(
      expect.arrayContaining([
        'Aptitude test score below the bar',
        'Questionnaire incomplete',
        'No place left in this intake',
      ]),
    );
    expect(reasons.every((reason) => !reason.archived && reason.decisions.length > 0)).toBe(true);
  });

  it('lets an admin add, change, archive and restore a reason, each audited', async () => {
    const created = await create({
      label: '  Missed the interview  ',
      decisions: ['Not Sure', 'Not Sure', 'Send to Community'],
      nextStep: 'Write to us to book another interview.',
    });
    expect(created.statusCode).toBe(201);
    const reason = created.json().reason as Reason;
    expect(reason).toMatchObject({
      label: 'Missed the interview',
      decisions: ['Not Sure', 'Send to Community'],
    });
    expect(
      (await create({ label: 'missed THE interview', decisions: ['Not Sure'], nextStep: 'x' })).statusCode,
    ).toBe(409);
    const archived = await update(reason.id, { ...reason, archived: true });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().reason.archived).toBe(true);
    expect((await list()).at(-1)?.id).toBe(reason.id);
    const restored = await update(reason.id, {
      ...reason,
      nextStep: 'Book another interview.',
      archived: false,
    });
    expect(restored.json().reason).toMatchObject({ archived: false, nextStep: 'Book another interview.' });
    const other = await seeded('Questionnaire incomplete');
    expect((await update(reason.id, { ...reason, label: other.label, archived: false })).statusCode).toBe(
      409,
    );
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.subject, 'Missed the interview'));
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'DECISION_REASON_CREATED',
        'DECISION_REASON_ARCHIVED',
        'DECISION_REASON_RESTORED',
      ]),
    );
  });

  it('refuses bad input with 400 or 404, and elders may not keep the list', async () => {
    for (const payload of [
      {},
      { label: '', decisions: ['Not Sure'], nextStep: 'x' },
      { label: 'x'.repeat(121), decisions: ['Not Sure'], nextStep: 'x' },
      { label: 'A', decisions: [], nextStep: 'x' },
      { label: 'A', decisions: ['Maybe'], nextStep: 'x' },
      { label: 'A', decisions: ['Not Sure'], nextStep: 'x'.repeat(501) },
      { label: 'A\u0000B', decisions: ['Not Sure'], nextStep: 'x' },
    ]) {
      expect((await create(payload)).statusCode).toBe(400);
    }
    expect(
      (await create({ label: 'Elder made', decisions: ['Not Sure'], nextStep: 'x' }, elder)).statusCode,
    ).toBe(403);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await update(missing, { label: 'A', decisions: ['Not Sure'], nextStep: 'x', archived: false }))
        .statusCode,
    ).toBe(404);
    expect((await update('not-a-uuid', {})).statusCode).toBe(400);
  });

  it('requires a fitting reason for Send to Community and Not Sure, and mails its next step', async () => {
    const applicant = await interviewed();
    expect((await decide(applicant.email, { decision: 'Send to Community' })).statusCode).toBe(422);
    const offerOnly = await seeded('Strong interview and test');
    expect(
      (await decide(applicant.email, { decision: 'Send to Community', reasonId: offerOnly.id })).statusCode,
    ).toBe(422);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await decide(applicant.email, { decision: 'Send to Community', reasonId: unknown })).statusCode,
    ).toBe(404);
    expect((await applicantStateOf(app, applicant.email))?.status).toBe('INTERVIEWED');

    const score = await seeded('Aptitude test score below the bar');
    const sent = await decide(applicant.email, { decision: 'Send to Community', reasonId: score.id });
    expect(sent.statusCode).toBe(200);
    const mail = await latestMailTo(app, applicant.email);
    expect(mail?.kind).toBe('send-to-community');
    expect(mail?.text).toContain(score.nextStep);
    const state = await applicantStateOf(app, applicant.email);
    const log = await app.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.applicantId, state?.id ?? ''));
    expect(log.find((entry) => entry.action === 'SENT_TO_COMMUNITY')?.details).toMatchObject({
      reason: score.label,
    });
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.subject, applicant.email));
    expect(audit.find((entry) => entry.action === 'ADMISSION_DECISION')?.details).toMatchObject({
      decision: 'Send to Community',
      reason: score.label,
    });
    expect((await seeded(score.label)).uses).toBeGreaterThan(0);
  });

  it('takes an offer without a reason, and refuses an archived reason', async () => {
    const applicant = await interviewed();
    const offered = await decide(applicant.email, { decision: 'Offer Admission' });
    expect(offered.statusCode).toBe(200);
    expect((await latestMailTo(app, applicant.email))?.text).not.toContain('Your next step');
    const archivedReason = (
      await create({ label: 'Old reason', decisions: ['Not Sure'], nextStep: 'Nothing to do yet.' })
    ).json().reason as Reason;
    await update(archivedReason.id, { ...archivedReason, archived: true });
    const other = await interviewed();
    expect(
      (await decide(other.email, { decision: 'Not Sure', reasonId: archivedReason.id })).statusCode,
    ).toBe(422);
  });

  it('keeps the spec’s path route working without a reason', async () => {
    const applicant = await interviewed();
    const response = await app.inject({
      method: 'POST',
      url: `/api/elder/sendInterviewDecision/${applicant.email}/send`,
      headers: elder,
    });
    expect(response.statusCode).toBe(200);
    expect((await latestMailTo(app, applicant.email))?.text).not.toContain('Your next step');
  });

  it('counts a cohort’s decisions by decision and reason for admins', async () => {
    // A reason of its own, so decisions made by other test files do not change the count.
    const reason = (
      await create({ label: 'Counted reason', decisions: ['Not Sure'], nextStep: 'Nothing to do yet.' })
    ).json().reason as Reason;
    const decided: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const applicant = await interviewed();
      expect((await decide(applicant.email, { decision: 'Not Sure', reasonId: reason.id })).statusCode).toBe(
        200,
      );
      decided.push((await applicantStateOf(app, applicant.email))?.id ?? '');
    }
    const [first] = await app.db
      .select()
      .from(applicants)
      .where(eq(applicants.userId, decided[0] ?? ''));
    const inCohort = await app.db.select().from(applicants).where(inArray(applicants.userId, decided));
    const cohortOf = first?.cohortId ?? cohortId;
    const [cohort] = await app.db.select().from(cohorts).where(eq(cohorts.id, cohortOf));
    const report = await app.inject({
      method: 'GET',
      url: `/api/admissions/decisionReasonReport/${cohortOf}`,
      headers: admin,
    });
    expect(report.statusCode).toBe(200);
    const body = report.json();
    expect(body.cohortName).toBe(cohort?.name);
    expect(body.rows).toContainEqual({
      decision: 'Not Sure',
      reasonId: reason.id,
      label: reason.label,
      decisions: inCohort.filter((row) => row.cohortId === cohortOf).length,
    });
    const missing = '00000000-0000-4000-8000-000000000000';
    const path = (id: string) => `/api/admissions/decisionReasonReport/${id}`;
    expect((await app.inject({ method: 'GET', url: path(missing), headers: admin })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: path(cohortOf), headers: elder })).statusCode).toBe(403);
  });
});
