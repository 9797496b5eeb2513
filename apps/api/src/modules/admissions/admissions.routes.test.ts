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
  linkTokenMailedTo,
  logIn,
  setApplicationStatus,
  staffHeaders,
} from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { activityLog, mailOutbox } from '../../db/schema/index.ts';

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
const offerToken = (email: string) => linkTokenMailedTo(app, email, '/admission/respond/');
const follow = (path: string, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url: path });
/** The click on the offer page: a POST that answers the outcome page. */
const answer = async (token: string, choice: 'accept' | 'decline') => {
  const response = await app.inject({
    method: 'POST',
    url: `/api/applicant/${choice}AdmissionOffer/${token}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().next as string;
};
const stateOf = async (token: string) =>
  (await follow(`/api/applicant/admissionOffer/${token}`)).json().next as string | null;

describe('decisions', () => {
  it('offers admission with one link to the offer page; accepting there sets both statuses', async () => {
    const applicant = await interviewed();
    expect((await decide(applicant.email, 'Offer Admission')).statusCode).toBe(200);
    expect((await applicantStateOf(app, applicant.email))?.status).toBe('OFFERED_ADMISSION');
    const mail = await latestMailTo(app, applicant.email);
    expect(mail?.kind).toBe('admission-offer');
    expect(mail?.text).not.toContain('/api/');
    const token = await offerToken(applicant.email);
    expect(await stateOf(token)).toBeNull();
    expect(await answer(token, 'accept')).toBe('/admission/accepted_offer');
    expect(await applicantStateOf(app, applicant.email)).toMatchObject({
      status: 'ACCEPTED_ADMISSION',
      native: 'ACCEPTED_ADMISSION',
    });
    expect(await stateOf(token)).toBe('/admission/already_decided');
    expect(await answer(token, 'decline')).toBe('/admission/already_decided');
  });

  it('declines with the click on the offer page', async () => {
    const applicant = await interviewed();
    await decide(applicant.email, 'Offer Admission');
    const token = await offerToken(applicant.email);
    expect(await answer(token, 'decline')).toBe('/admission/offer_declined');
    expect((await applicantStateOf(app, applicant.email))?.status).toBe('DECLINED_ADMISSION');
  });

  it('never answers the offer on a GET or HEAD: the old links redirect to the offer page', async () => {
    const applicant = await interviewed();
    await decide(applicant.email, 'Offer Admission');
    const token = await offerToken(applicant.email);
    for (const method of ['GET', 'HEAD'] as const) {
      for (const choice of ['accept', 'decline']) {
        const response = await follow(`/api/applicant/${choice}AdmissionOffer/${token}`, method);
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe(`/admission/respond/${token}`);
      }
      expect((await follow(`/api/applicant/admissionOffer/${token}`, method)).statusCode).toBe(200);
    }
    expect((await applicantStateOf(app, applicant.email))?.status).toBe('OFFERED_ADMISSION');
    expect(await stateOf(token)).toBeNull();
  });

  it('sends a cut or unknown offer link to a page, never to JSON', async () => {
    const old = await follow('/api/applicant/acceptAdmissionOffer/abc');
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe('/admission/respond/abc');
    for (const token of ['abc', 'x'.repeat(43)]) {
      const state = await follow(`/api/applicant/admissionOffer/${token}`);
      expect(state.statusCode).toBe(400);
      const click = await app.inject({ method: 'POST', url: `/api/applicant/acceptAdmissionOffer/${token}` });
      expect(click.statusCode).toBe(400);
    }
  });

  it('says a link replaced by a resent offer was replaced, and the newest link works', async () => {
    const applicant = await interviewed();
    await decide(applicant.email, 'Offer Admission');
    const first = await offerToken(applicant.email);
    const admin = await staffHeaders(app, 'ADMIN');
    const resent = await app.inject({
      method: 'POST',
      url: `/api/admin/resendEmail/?email=${encodeURIComponent(applicant.email)}&emailType=admissionOffer`,
      headers: admin,
    });
    expect(resent.statusCode).toBe(200);
    const second = await offerToken(applicant.email);
    expect(second).not.toBe(first);
    expect(await stateOf(first)).toBe('/error/link_replaced');
    expect(await answer(first, 'accept')).toBe('/error/link_replaced');
    expect(await answer(second, 'accept')).toBe('/admission/accepted_offer');
    // Once decided, the replaced link still says it was replaced; the live one that the applicant used says decided.
    expect(await stateOf(first)).toBe('/error/link_replaced');
    expect(await stateOf(second)).toBe('/admission/already_decided');
  });

  it('sends an expired offer link to the expired page', async () => {
    const applicant = await interviewed();
    await decide(applicant.email, 'Offer Admission');
    const token = await offerToken(applicant.email);
    await app.db.execute(
      sql`update link_tokens set expires_at = now() - interval '1 second' where purpose = 'admission-offer'`,
    );
    expect(await stateOf(token)).toBe('/admission/offer_expired');
    expect(await answer(token, 'accept')).toBe('/admission/offer_expired');
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

  it('answers a double-clicked decision as the first, with one e-mail (issue 18.15)', async () => {
    for (const [decision, kind] of [
      ['Offer Admission', 'admission-offer'],
      ['Send to Community', 'send-to-community'],
    ] as const) {
      const applicant = await interviewed();
      const answers = await Promise.all([
        decide(applicant.email, decision),
        decide(applicant.email, decision),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers[1]?.json()).toEqual(answers[0]?.json());
      const again = await decide(applicant.email, decision);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(answers[0]?.json());
      const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, applicant.email));
      expect(mails.filter((mail) => mail.kind === kind)).toHaveLength(1);
    }
  });

  it('still refuses a different decision once one is made', async () => {
    const applicant = await interviewed();
    await decide(applicant.email, 'Offer Admission');
    const other = await decide(applicant.email, 'Send to Community');
    expect(other.statusCode).toBe(409);
    expect((await applicantStateOf(app, applicant.email))?.status).toBe('OFFERED_ADMISSION');
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
