import { type Cohort, offerNeedsTuitionFee } from '@intake/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner } from '../../../test/enrolment-factories.ts';
import {
  adminHeaders,
  applicantStateOf,
  createApplicantWithPassword,
  latestMailTo,
  setApplicationStatus,
  staffHeaders,
} from '../../../test/factories.ts';
import { buildIsolatedTestApp } from '../../../test/test-app.ts';
import { applicants, auditLog } from '../../db/schema/index.ts';

// A portal of its own: it starts as a school's does, with the one cohort the first start makes.
let app: FastifyInstance;
let admin: Record<string, string>;
let elder: Record<string, string>;
beforeAll(async () => {
  app = await buildIsolatedTestApp();
  admin = await adminHeaders(app);
  elder = await staffHeaders(app, 'ELDER');
});
afterAll(() => app.close());

const cohorts = async () =>
  (await app.inject({ method: 'GET', url: '/api/admin/cohorts', headers: admin })).json() as Cohort[];
const offer = (email: string) =>
  app.inject({
    method: 'POST',
    url: `/api/elder/sendInterviewDecision/${email}/${encodeURIComponent('Offer Admission')}`,
    headers: elder,
  });
const setCohort = (cohortId: string, payload: Record<string, unknown>, headers = admin) =>
  app.inject({ method: 'PUT', url: `/api/admin/cohorts/${cohortId}`, headers, payload });

describe('a cohort without a fee', () => {
  it('refuses an offer in the first cohort, naming it, until an admin sets its fee', async () => {
    const applicant = await createApplicantWithPassword(app);
    await setApplicationStatus(app, applicant.email, 'INTERVIEWED');
    const [first] = await cohorts();
    expect(first).toMatchObject({ isCurrent: true, tuitionFee: null, applicants: 1, agreedPlans: 0 });
    const cohort = first as Cohort;

    const refused = await offer(applicant.email);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'NO_TUITION_FEE',
      message: offerNeedsTuitionFee(cohort.name),
    });
    expect((await applicantStateOf(app, applicant.email))?.status).toBe('INTERVIEWED');
    expect((await latestMailTo(app, applicant.email))?.kind).not.toBe('admission-offer');

    const set = await setCohort(cohort.id, { tuitionFee: 450_000, startMonth: 'MARCH', startYear: 2027 });
    expect(set.statusCode).toBe(200);
    expect(await cohorts()).toMatchObject([
      { id: cohort.id, tuitionFee: 450_000, startMonth: 'MARCH', startYear: 2027 },
    ]);
    const [audited] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'COHORT_UPDATED'));
    expect(audited).toMatchObject({
      subject: cohort.name,
      details: {
        before: { tuitionFee: null },
        after: { tuitionFee: 450_000, startMonth: 3, startYear: 2027 },
      },
    });

    expect((await offer(applicant.email)).statusCode).toBe(200);
    expect((await latestMailTo(app, applicant.email))?.kind).toBe('admission-offer');
  });

  it('changes the fee of an earlier cohort too, after a new batch started', async () => {
    const [first] = await cohorts();
    await app.inject({
      method: 'POST',
      url: '/api/admin/createBatch',
      headers: admin,
      payload: { name: 'Second' },
    });
    const listed = await cohorts();
    expect(listed.map((cohort) => [cohort.name, cohort.isCurrent])).toEqual([
      ['Second', true],
      [first?.name, false],
    ]);
    expect(
      (await setCohort(first?.id ?? '', { tuitionFee: 0, startMonth: 'APRIL', startYear: 2027 })).statusCode,
    ).toBe(200);
    expect((await cohorts())[1]).toMatchObject({ tuitionFee: 0, startMonth: 'APRIL' });
  });

  it('keeps the fee of a plan already agreed; a learner who has not agreed yet is priced at the new fee', async () => {
    const agreed = await createLearner(app, { nativeState: 'CHECKED_IN', tuitionFee: 300_000 });
    const plan = {
      paymentPlan: 'FULL_PAYMENT',
      paymentStartMonth: 'MARCH',
      iunderstandTerms: true,
      iagreeToTerms: true,
    };
    const fill = (auth: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/native/fillPaymentAgreement', headers: auth, payload: plan });
    expect((await fill(agreed.auth)).statusCode).toBe(200);
    const [cohortId] = await app.db
      .select({ id: applicants.cohortId })
      .from(applicants)
      .where(eq(applicants.userId, agreed.id));
    const later = await createLearner(app, { nativeState: 'CHECKED_IN' });
    await app.db.update(applicants).set({ cohortId: cohortId?.id }).where(eq(applicants.userId, later.id));

    expect(
      (await setCohort(cohortId?.id ?? '', { tuitionFee: 350_000, startMonth: 'MARCH', startYear: 2027 }))
        .statusCode,
    ).toBe(200);
    expect((await cohorts()).find((cohort) => cohort.id === cohortId?.id)).toMatchObject({
      tuitionFee: 350_000,
      applicants: 2,
      agreedPlans: 1,
    });
    const planOf = async (auth: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: '/api/native/paymentPlan', headers: auth })).json().plan;
    expect(await planOf(agreed.auth)).toMatchObject({ tuitionFee: 300_000, amountDue: 300_000 });
    expect((await fill(later.auth)).statusCode).toBe(200);
    expect(await planOf(later.auth)).toMatchObject({ tuitionFee: 350_000, amountDue: 350_000 });
  });

  it('refuses a bad fee, an unknown cohort and anyone but an admin', async () => {
    const [current] = await cohorts();
    const id = current?.id ?? '';
    const valid = { tuitionFee: 500_000, startMonth: 'MAY', startYear: 2027 };
    expect((await setCohort(id, { ...valid, tuitionFee: -1 })).statusCode).toBe(400);
    expect((await setCohort(id, { ...valid, startMonth: 'Maytember' })).statusCode).toBe(400);
    expect((await setCohort('00000000-0000-4000-8000-000000000000', valid)).statusCode).toBe(404);
    expect((await setCohort(id, valid, elder)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/cohorts', headers: elder })).statusCode).toBe(
      403,
    );
  });
});
