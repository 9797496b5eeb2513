import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, buildQuestionnaire, createApplicantWithPassword } from '../../../test/factories.ts';
import { buildTestApp } from '../../../test/test-app.ts';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await adminHeaders(app);
});
afterAll(() => app.close());

describe('GET /api/elder/getApplicantByEmail/{email}/', () => {
  it('shows staff the questionnaire, each test answer beside the correct one, and the activity log', async () => {
    const applicant = await createApplicantWithPassword(app);
    await app.inject({
      method: 'POST',
      url: '/api/questionnaire/submit',
      headers: applicant.auth,
      payload: buildQuestionnaire(),
    });
    await app.inject({ method: 'POST', url: '/api/applicant/startTest', headers: applicant.auth });
    const [first] = (
      await app.inject({ method: 'GET', url: '/api/applicant/test', headers: applicant.auth })
    ).json().questions;
    await app.inject({
      method: 'PATCH',
      url: '/api/applicant/test/answer',
      headers: applicant.auth,
      payload: { questionId: first.id, answer: first.options[0] },
    });
    await app.inject({
      method: 'PATCH',
      url: '/api/applicant/submitAptitudeTest',
      headers: applicant.auth,
      payload: {},
    });

    const answer = await app.inject({
      method: 'GET',
      url: `/api/elder/getApplicantByEmail/${applicant.email}/`,
      headers: admin,
    });
    expect(answer.statusCode).toBe(200);
    const profile = answer.json();
    expect(profile.applicant).toMatchObject({ email: applicant.email, applicationStatus: 'TESTED' });
    expect(profile.applicantDocument.questionnaire).toMatchObject({
      whyApply: 'I want to build software for farmers.',
    });
    const test = profile.applicantDocument.aptitudeTest;
    expect(test.testObj.userTest).toHaveLength(20);
    expect(test.testObj.userTest[0]).toMatchObject({
      id: first.id,
      response: first.options[0],
      answer: expect.any(String),
    });
    expect(test.score).toBe(first.options[0] === test.testObj.userTest[0].answer ? 1 : 0);
    expect(profile.activityLog.map((e: { action: string }) => e.action)).toEqual([
      'APPLIED',
      'QUESTIONNAIRE_SUBMITTED',
      'TEST_STARTED',
      'TEST_SUBMITTED',
    ]);
    expect(profile.activityLog[1]).toMatchObject({
      fromStatus: 'APPLIED',
      toStatus: 'QUESTIONNAIRE',
      actor: { email: applicant.email },
    });
  });

  it('answers 404 for an unknown e-mail and 403 to an applicant, even for their own record', async () => {
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/elder/getApplicantByEmail/nobody@example.com',
          headers: admin,
        })
      ).statusCode,
    ).toBe(404);
    const applicant = await createApplicantWithPassword(app);
    const own = await app.inject({
      method: 'GET',
      url: `/api/elder/getApplicantByEmail/${applicant.email}`,
      headers: applicant.auth,
    });
    expect(own.statusCode).toBe(403);
  });
});

describe('interview comments', () => {
  it('keeps each comment with its author and time, from the path or a JSON body', async () => {
    const applicant = await createApplicantWithPassword(app);
    const inPath = await app.inject({
      method: 'POST',
      url: `/api/interviewComment/createComment/${applicant.email}/${encodeURIComponent('Strong on logic')}/`,
      headers: admin,
    });
    expect(inPath.statusCode).toBe(200);
    const long = 'Clear thinker. '.repeat(200);
    await app.inject({
      method: 'POST',
      url: `/api/interviewComment/createComment/${applicant.email}`,
      headers: admin,
      payload: { comment: long },
    });
    const list = (
      await app.inject({
        method: 'GET',
        url: `/api/elder/allInterviewComment/${applicant.email}/`,
        headers: admin,
      })
    ).json();
    expect(list.commentList).toEqual({ 1: 'Strong on logic', 2: long.trim() });
    expect(list.comments[0]).toMatchObject({ author: 'Tolu Staff', createdAt: expect.any(String) });
  });

  it('refuses an empty comment, and applicants', async () => {
    const applicant = await createApplicantWithPassword(app);
    const empty = await app.inject({
      method: 'POST',
      url: `/api/interviewComment/createComment/${applicant.email}`,
      headers: admin,
      payload: { comment: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    const byApplicant = await app.inject({
      method: 'POST',
      url: `/api/interviewComment/createComment/${applicant.email}/hello`,
      headers: applicant.auth,
    });
    expect(byApplicant.statusCode).toBe(403);
  });
});
