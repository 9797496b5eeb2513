import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, createApplicantWithPassword } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { interviews } from '../../db/schema/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const idOf = (accessToken: string) => String(decodeJwt(accessToken).id);

describe('GET /api/interviewInvite/getInterviewInvite/{applicantId}', () => {
  it('shows the applicant their interview in the school’s date and time formats', async () => {
    const applicant = await createApplicantWithPassword(app);
    const id = idOf(applicant.accessToken);
    const url = `/api/interviewInvite/getInterviewInvite/${id}`;
    expect((await app.inject({ method: 'GET', url, headers: applicant.auth })).statusCode).toBe(404);
    await app.db
      .insert(interviews)
      .values({ applicantId: id, scheduledAt: new Date('2030-03-04T13:15:00Z'), method: 'phone' });
    const answer = await app.inject({ method: 'GET', url, headers: applicant.auth });
    expect(answer.json()).toEqual({
      interviewDate: '04-03-2030',
      interviewTime: '14:15',
      interviewMethod: 'phone',
      optionalInvitationComment: null,
      heldDate: null,
    });
    expect((await app.inject({ method: 'GET', url, headers: await adminHeaders(app) })).statusCode).toBe(200);
  });

  it("refuses another applicant's interview", async () => {
    const owner = await createApplicantWithPassword(app);
    const other = await createApplicantWithPassword(app);
    const url = `/api/interviewInvite/getInterviewInvite/${idOf(owner.accessToken)}`;
    expect((await app.inject({ method: 'GET', url, headers: other.auth })).statusCode).toBe(403);
  });
});
