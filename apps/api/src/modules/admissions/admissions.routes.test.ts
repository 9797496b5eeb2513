import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  applicantStateOf,
  bearer,
  createApplicantWithPassword,
  createStaff,
  latestMailTo,
  logIn,
  setApplicationStatus,
  staffHeaders,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { activityLog } from '../../db/schema/index.ts';

let app: FastifyInstance;
let elder: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  elder = await staffHeaders(app, 'ELDER');
  // An offer needs a cohort with a fee: the applicants below join this one.
  await app.inject({
    method: 'POST',
    url: '/api/admin/createBatch',
    headers: await adminHeaders(app),
    payload: { name: 'Admissions test cohort', tuitionFee: 600_000 },
  });
});
afterAll(() => app.close());

async function interviewed() {
  const applicant = await createApplicantWithPassword(app);
  await setApplicationStatus(app, applicant.email, 'INTERVIEWED');
  return applicant;
}
const decide = (email: string, decision: string, headers = elder) =>
  app.inject({
    method: 'POST',
    url: `/api/elder/sendInterviewDecision/${email}/${encodeURIComponent(decision)}/`,
    headers,
  });
const offerToken = async (email: string) =>
  (await latestMailTo(app, email))?.text.match(/acceptAdmissionOffer\/([\w-]+)/)?.[1] ?? '';
const follow = (path: string) => app.inject({ method: 'GET', url: path });

describe('decisions', () => {
  it('offers admission with accept and decline links; accepting sets both statuses', async () => {
    const applicant = await interviewed();
    expect((await decide(applicant.email, 'Offer Admission')).statusCode).toBe(200);
    expect((await applicantStateOf(app, applicant.email))?.status).toBe('OFFERED_ADMISSION');
    const mail = await latestMailTo(app, applicant.email);
    expect(mail?.kind).toBe('admission-offer');
    expect(mail?.text).toContain('/api/applicant/declineAdmissionOffer/');
    const token = await offerToken(applicant.email);
    expect((await follow(`/api/applicant/acceptAdmissionOffer/${token}`)).headers.location).toBe(
      '/admission/accepted_offer',
    );
    expect(await applicantStateOf(app, applicant.email)).toMatchObject({
      status: 'ACCEPTED_ADMISSION',
      native: 'ACCEPTED_ADMISSION',
    });
    expect((await follow(`/api/applicant/declineAdmissionOffer/${token}`)).headers.location).toBe(
      '/admission/already_decided',
    );
  });

  it('declines from the e-mail', async () => {
    const applicant = await interviewed();
    await decide(applicant.email, 'Offer Admission');
    const token = await offerToken(applicant.email);
    expect((await follow(`/api/applicant/declineAdmissionOffer/${token}`)).headers.location).toBe(
      '/admission/offer_declined',
    );
    expect((await applicantStateOf(app, applicant.email))?.status).toBe('DECLINED_ADMISSION');
  });

  it('sends an expired offer link to the expired page', async () => {
    const applicant = await interviewed();
    await decide(applicant.email, 'Offer Admission');
    const token = await offerToken(applicant.email);
    await app.db.execute(
      sql`update link_tokens set expires_at = now() - interval '1 second' where purpose = 'admission-offer'`,
    );
    expect((await follow(`/api/applicant/acceptAdmissionOffer/${token}`)).headers.location).toBe(
      '/admission/offer_expired',
    );
    expect((await applicantStateOf(app, applicant.email))?.status).toBe('OFFERED_ADMISSION');
  });

  it("sends to community with its e-mail, also by the spec's 'send'", async () => {
    for (const decision of ['Send to Community', 'send']) {
      const applicant = await interviewed();
      expect((await decide(applicant.email, decision)).statusCode).toBe(200);
      expect((await applicantStateOf(app, applicant.email))?.status).toBe('ADMISSION_REJECTED');
      expect((await latestMailTo(app, applicant.email))?.kind).toBe('send-to-community');
    }
  });

  it('records Not Sure without changing the status', async () => {
    const applicant = await interviewed();
    expect((await decide(applicant.email, 'Not Sure')).statusCode).toBe(200);
    const state = await applicantStateOf(app, applicant.email);
    expect(state?.status).toBe('INTERVIEWED');
    const log = await app.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.applicantId, state?.id ?? ''));
    expect(log.map((l) => l.action)).toContain('DECISION_NOT_SURE');
  });

  it('refuses a decision before the interview, an unknown decision and a sponsor', async () => {
    const early = await createApplicantWithPassword(app);
    expect((await decide(early.email, 'Offer Admission')).statusCode).toBe(409);
    const applicant = await interviewed();
    expect((await decide(applicant.email, 'Maybe')).statusCode).toBe(400);
    const sponsor = await createStaff(app, 'SPONSOR');
    const auth = bearer((await logIn(app, sponsor.email, sponsor.password)).json().accessToken);
    expect((await decide(applicant.email, 'Offer Admission', auth)).statusCode).toBe(403);
  });
});
