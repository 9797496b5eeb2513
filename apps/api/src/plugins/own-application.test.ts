import { errorCodes, messages } from '@intake/contracts';
import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmittedApplicant, sendBankTransferProof } from '../../test/after-admission-factories.ts';
import { adminHeaders, applicantStateOf, createApplicantWithPassword } from '../../test/factories.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { accessRules } from '../access-rules.ts';
import { activityLog, auditLog, mailOutbox, paymentProofs } from '../db/schema/index.ts';
import { OWN_APPLICATION_REFUSED } from './own-application.ts';

type Headers = Record<string, string>;

let app: FastifyInstance;
let otherAdmin: Headers;
/** An admitted applicant with a pending payment proof (and its e-mailed link) who was then made an admin. */
let self: { id: string; email: string; headers: Headers; proofId: string; paymentToken: string };

beforeAll(async () => {
  app = await buildTestApp();
  otherAdmin = await adminHeaders(app);
  const applicant = await createAdmittedApplicant(app);
  const sent = await sendBankTransferProof(app, applicant.headers);
  expect(sent.statusCode).toBe(200);
  const [proof] = await app.db
    .select({ id: paymentProofs.id })
    .from(paymentProofs)
    .where(eq(paymentProofs.applicantId, applicant.id));
  const promoted = await app.inject({
    method: 'PATCH',
    url: `/api/admin/changeRole?email=${encodeURIComponent(applicant.email)}&newRole=Admin`,
    headers: otherAdmin,
  });
  expect(promoted.statusCode).toBe(200);
  const [staffMail] = await app.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'payment-proof-received'), like(mailOutbox.text, `%proof=${proof?.id}%`)));
  self = {
    id: applicant.id,
    email: applicant.email,
    headers: applicant.headers,
    proofId: proof?.id ?? '',
    paymentToken: staffMail?.text.match(/\/payment\/respond\/([\w-]+)/)?.[1] ?? '',
  };
  expect(self.paymentToken).not.toBe('');
});
afterAll(() => app.close());

/** Every staff call that acts on one applicant, each naming the caller's own application. */
const ownCalls = (): Record<string, InjectOptions> => {
  const email = encodeURIComponent(self.email);
  return {
    'DELETE /api/applicant/stopTest/:email': { method: 'DELETE', url: `/api/applicant/stopTest/${email}` },
    'POST /api/admin/resetApplicantTest/:email': {
      method: 'POST',
      url: `/api/admin/resetApplicantTest/${email}`,
    },
    'POST /api/interviewInvite/inviteApplicant': {
      method: 'POST',
      url: '/api/interviewInvite/inviteApplicant',
      payload: {
        applicantEmail: self.email.toUpperCase(),
        interviewDate: '01-01-2031',
        interviewTime: '10:00',
      },
    },
    'POST /api/interviewBooking/invite': {
      method: 'POST',
      url: '/api/interviewBooking/invite',
      payload: { applicantEmail: self.email },
    },
    'POST /api/admin/review/conflicts': {
      method: 'POST',
      url: '/api/admin/review/conflicts',
      payload: {
        reviewerId: '6f1c2a3b-4d5e-4f60-8a71-92b3c4d5e6f7',
        applicantEmail: self.email,
        reason: 'Declared by the applicant themselves',
      },
    },
    'POST /api/interviewComment/createComment/:email': {
      method: 'POST',
      url: `/api/interviewComment/createComment/${email}`,
      payload: { comment: 'Strong candidate' },
    },
    'POST /api/interviewComment/createComment/:email/:comment': {
      method: 'POST',
      url: `/api/interviewComment/createComment/${email}/Great`,
    },
    'POST /api/elder/startInterview/:email': { method: 'POST', url: `/api/elder/startInterview/${email}` },
    'POST /api/elder/completeInterview/:email': {
      method: 'POST',
      url: `/api/elder/completeInterview/${email}`,
    },
    'POST /api/elder/sendInterviewDecision/:email/:decision': {
      method: 'POST',
      url: `/api/elder/sendInterviewDecision/${email}/Offer%20Admission/`,
    },
    'POST /api/admissions/decision/:email': {
      method: 'POST',
      url: `/api/admissions/decision/${email}`,
      payload: { decision: 'Offer Admission' },
    },
    'GET /api/elder/scorecards/:email': { method: 'GET', url: `/api/elder/scorecards/${email}` },
    'PUT /api/elder/scorecards/:email/interview': {
      method: 'PUT',
      url: `/api/elder/scorecards/${email}/interview`,
      payload: { scores: [{ criterionId: '00000000-0000-4000-8000-000000000000', score: 3 }], note: 'Calm' },
    },
    'PATCH /api/elder/enableLearnFundForm/:email': {
      method: 'PATCH',
      url: `/api/elder/enableLearnFundForm/${email}`,
    },
    'POST /api/admin/resendEmail': {
      method: 'POST',
      url: `/api/admin/resendEmail/?email=${email}&emailType=admissionOffer`,
    },
    'POST /api/elder/paymentProofs/:proofId/confirm': {
      method: 'POST',
      url: `/api/elder/paymentProofs/${self.proofId}/confirm`,
    },
    'POST /api/elder/paymentProofs/:proofId/decline': {
      method: 'POST',
      url: `/api/elder/paymentProofs/${self.proofId}/decline`,
      payload: { reason: 'The amount does not match' },
    },
    'POST /api/elder/confirmPayment/:token': {
      method: 'POST',
      url: `/api/elder/confirmPayment/${self.paymentToken}`,
    },
    'POST /api/elder/declinePayment/:token': {
      method: 'POST',
      url: `/api/elder/declinePayment/${self.paymentToken}`,
    },
    'POST /api/elder/checkIn/:email': { method: 'POST', url: `/api/elder/checkIn/${email}` },
    'POST /api/admin/tuition/:email/corrections': {
      method: 'POST',
      url: `/api/admin/tuition/${email}/corrections`,
      payload: {
        kind: 'adjustment',
        amount: '10',
        reason: 'Own',
        idempotencyKey: '00000000-0000-4000-8000-000000000001',
      },
    },
    'POST /api/finance/unmatched/:id/assign': {
      method: 'POST',
      url: '/api/finance/unmatched/00000000-0000-4000-8000-000000000002/assign',
      payload: { email: self.email },
    },
    'POST /api/elder/messages/:email': {
      method: 'POST',
      url: `/api/elder/messages/${email}`,
      payload: { subject: 'To myself', body: 'A note', channels: ['email'] },
    },
    'POST /api/elder/messages/:email/:messageId/resend': {
      method: 'POST',
      url: `/api/elder/messages/${email}/1/resend`,
    },
    'DELETE /api/admin/applicant/:email': {
      method: 'DELETE',
      url: `/api/admin/applicant/${email}`,
      payload: { reason: 'Asked by phone' },
    },
  };
};

const refusals = async () =>
  (
    await app.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, OWN_APPLICATION_REFUSED), eq(auditLog.actorId, self.id)))
  ).map((row) => row.details?.call);

describe('staff acting on their own application (issue 18.7)', () => {
  it('every staff route on one applicant declares which applicant it acts on, and is tested here', () => {
    const staffOnOneApplicant = Object.entries(accessRules)
      .filter(([key, rule]) => {
        const staffOnly =
          Array.isArray(rule.allow) && rule.allow.every((role) => ['ADMIN', 'ELDER'].includes(role));
        return staffOnly && !key.startsWith('GET ') && /:(email|proofId|token)\b/.test(key);
      })
      .map(([key]) => key);
    const declared = Object.entries(accessRules)
      .filter(([, rule]) => rule.actsOn)
      .map(([key]) => key);
    expect(declared).toEqual(expect.arrayContaining(staffOnOneApplicant));
    expect(Object.keys(ownCalls()).sort()).toEqual(declared.sort());
  });

  it('is refused on every such route with 403 OWN_APPLICATION, changes nothing, and is audited', async () => {
    const before = await applicantStateOf(app, self.email);
    const [{ activities = 0 } = {}] = await app.db
      .select({ activities: sql<number>`count(*)::int` })
      .from(activityLog)
      .where(eq(activityLog.applicantId, self.id));
    const answers: string[] = [];
    for (const [key, call] of Object.entries(ownCalls())) {
      const response = await app.inject({
        ...call,
        headers: { ...self.headers, ...(call.headers as object) },
      });
      answers.push(`${key} → ${response.statusCode} ${response.json().code} ${response.json().message}`);
    }
    for (const answer of answers) {
      expect(answer).toMatch(new RegExp(`→ 403 ${errorCodes.ownApplication} `));
      expect(answer.endsWith(messages.ownApplication)).toBe(true);
    }
    expect(await applicantStateOf(app, self.email)).toEqual(before);
    const [{ after = 0 } = {}] = await app.db
      .select({ after: sql<number>`count(*)::int` })
      .from(activityLog)
      .where(eq(activityLog.applicantId, self.id));
    expect(after).toBe(activities);
    const [proof] = await app.db
      .select({ status: paymentProofs.status })
      .from(paymentProofs)
      .where(eq(paymentProofs.id, self.proofId));
    expect(proof?.status).toBe('pending');
    expect((await refusals()).sort()).toEqual(Object.keys(ownCalls()).sort());
  });

  it('still lets the same staff member act on another applicant', async () => {
    const other = await createApplicantWithPassword(app);
    const response = await app.inject({
      method: 'POST',
      url: `/api/interviewComment/createComment/${encodeURIComponent(other.email)}`,
      headers: self.headers,
      payload: { comment: 'Clear and thoughtful' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().comments.map((row: { comment: string }) => row.comment)).toEqual([
      'Clear and thoughtful',
    ]);
  });

  it('lets another admin act on that application', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/elder/enableLearnFundForm/${encodeURIComponent(self.email)}`,
      headers: otherAdmin,
    });
    expect(response.statusCode).toBe(200);
  });
});
