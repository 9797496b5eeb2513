import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApplication, createApplicantWithPassword, staffHeaders } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';

let app: FastifyInstance;
let email: string;
let applicantAuth: Record<string, string>;
let applicantId: string;
beforeAll(async () => {
  app = await buildTestApp();
  const applicant = await createApplicantWithPassword(app);
  email = encodeURIComponent(applicant.email);
  applicantAuth = applicant.auth;
  applicantId = (await app.inject({ method: 'GET', url: '/api/user/me', headers: applicant.auth })).json().id;
});
afterAll(() => app.close());

/** Staff review's calls (issue 4) that only read: admins, elders and sponsors. */
const readCalls = (): InjectOptions[] => [
  { method: 'GET', url: '/api/elder/getAllApplicants?page=1&size=10' },
  { method: 'GET', url: `/api/elder/getApplicantByEmail/${email}/` },
  { method: 'GET', url: '/api/elder/exportApplicants?stage=interviewed' },
  { method: 'GET', url: `/api/elder/allInterviewComment/${email}/` },
  { method: 'GET', url: `/api/elder/getInterviewSchedule/${applicantId}` },
];

const unknownProofId = '00000000-0000-4000-8000-000000000000';

/** Staff review's calls that act: admins and elders only. */
const actCalls = (): InjectOptions[] => [
  { method: 'POST', url: '/api/elder/registerApplicant', payload: buildApplication() },
  {
    method: 'POST',
    url: '/api/interviewInvite/inviteApplicant',
    payload: {
      applicantEmail: decodeURIComponent(email),
      interviewDate: '01-01-2031',
      interviewTime: '10:00',
    },
  },
  { method: 'POST', url: `/api/interviewComment/createComment/${email}/Good/` },
  { method: 'POST', url: `/api/elder/sendInterviewDecision/${email}/${encodeURIComponent('Not Sure')}/` },
  { method: 'POST', url: `/api/elder/startInterview/${email}` },
  { method: 'POST', url: `/api/elder/completeInterview/${email}` },
  // Payment proofs name an applicant's bank details, so sponsors may not even read them.
  { method: 'GET', url: '/api/elder/paymentProofs' },
  { method: 'GET', url: `/api/elder/paymentProofs/${unknownProofId}` },
  { method: 'POST', url: `/api/elder/paymentProofs/${unknownProofId}/confirm` },
  {
    method: 'POST',
    url: `/api/elder/paymentProofs/${unknownProofId}/decline`,
    payload: { reason: 'No match' },
  },
];

const statusOf = async (call: InjectOptions, headers: Record<string, string>) =>
  (await app.inject({ ...call, headers })).statusCode;

describe('staff review’s calls by role', () => {
  it('refuse anonymous callers (401) and applicants (403), reads and acts alike', async () => {
    for (const call of [...readCalls(), ...actCalls()]) {
      expect(`${call.url} ${await statusOf(call, {})}`).toBe(`${call.url} 401`);
      expect(`${call.url} ${await statusOf(call, applicantAuth)}`).toBe(`${call.url} 403`);
    }
  });

  it('let sponsors read and nothing more', async () => {
    const sponsor = await staffHeaders(app, 'SPONSOR');
    for (const call of readCalls()) expect([401, 403]).not.toContain(await statusOf(call, sponsor));
    for (const call of actCalls())
      expect(`${call.url} ${await statusOf(call, sponsor)}`).toBe(`${call.url} 403`);
  });

  it.each(['ELDER', 'ADMIN'] as const)('let %s read and act', async (role) => {
    const headers = await staffHeaders(app, role);
    for (const call of [...readCalls(), ...actCalls()]) {
      expect([401, 403], `${call.method} ${call.url}`).not.toContain(await statusOf(call, headers));
    }
  });
});
