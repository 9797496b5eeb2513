import fastifyStatic from '@fastify/static';
import {
  emailParamSchema,
  heartbeatResponseSchema,
  heartbeatSchema,
  messageResponseSchema,
  runningTestSchema,
  saveAnswerResponseSchema,
  saveAnswerSchema,
  startTestResponseSchema,
  submitTestResponseSchema,
  submitTestSchema,
  userDataSchema,
} from '@intake/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/app-error.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { loadUserData } from '../auth/auth.service.ts';
import {
  CLOSE_ATTEMPT_JOB,
  closeTestIfTimedOut,
  getRunningTest,
  heartbeat,
  resetTestByAdmin,
  saveTestAnswer,
  seedQuestionBank,
  startTest,
  stopTestByAdmin,
  submitTest,
} from './aptitude-test.service.ts';
import { TEST_IMAGES_PATH, testImagesDir } from './test-images.ts';

const tags = ['aptitude-test'];
const security = [{ bearer: [] }];

export const aptitudeTestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onReady', () => seedQuestionBank(app.db));
  app.jobs.register(CLOSE_ATTEMPT_JOB, async (payload) =>
    closeTestIfTimedOut(app, String(payload.applicantId), new Date(), { reschedule: true }),
  );
  const applicantOnly = { preHandler: app.authorize('APPLICANT') };
  const adminOnly = { preHandler: app.authorize('ADMIN') };

  // The pattern images hold no answers; they are served to anyone with a valid file name.
  if (testImagesDir) {
    await app.register(fastifyStatic, {
      root: testImagesDir,
      prefix: `${TEST_IMAGES_PATH}/`,
      decorateReply: false,
      index: false,
      maxAge: '1d',
    });
  }

  app.post(
    '/api/applicant/startTest',
    {
      ...applicantOnly,
      schema: {
        tags,
        security,
        summary: 'Start the one timed attempt (from QUESTIONNAIRE)',
        response: { 200: startTestResponseSchema },
      },
    },
    async (request) => startTest(app, requirePrincipal(request).userId),
  );

  app.get(
    '/api/applicant/test',
    {
      ...applicantOnly,
      schema: {
        tags,
        security,
        summary: 'The running test: questions without answers, saved answers, seconds left',
        response: { 200: runningTestSchema },
      },
    },
    async (request) => getRunningTest(app, requirePrincipal(request).userId),
  );

  app.patch(
    '/api/applicant/test/answer',
    {
      ...applicantOnly,
      schema: {
        tags,
        security,
        summary: 'Save one answer',
        body: saveAnswerSchema,
        response: { 200: saveAnswerResponseSchema },
      },
    },
    async (request) => saveTestAnswer(app, requirePrincipal(request).userId, request.body),
  );

  app.post(
    '/api/applicant/test/heartbeat',
    {
      ...applicantOnly,
      schema: {
        tags,
        security,
        summary:
          'The running test is still here: records contact (a long gap is a pause), saves the unacknowledged answers',
        body: heartbeatSchema,
        response: { 200: heartbeatResponseSchema },
      },
    },
    async (request) => heartbeat(app, requirePrincipal(request).userId, request.body.answers),
  );

  app.patch(
    '/api/applicant/submitAptitudeTest',
    {
      ...applicantOnly,
      schema: {
        tags,
        security,
        summary: 'Submit the attempt; the server computes the score and ignores one sent',
        body: submitTestSchema,
        response: { 200: submitTestResponseSchema },
      },
    },
    async (request) =>
      submitTest(app, requirePrincipal(request).userId, request.body.testObj?.response ?? {}),
  );

  app.post(
    '/api/applicant/stopTest/:email',
    {
      ...applicantOnly,
      schema: {
        tags,
        security,
        summary: "The applicant's stop-test call: closes an attempt whose time is over, answers user data",
        params: emailParamSchema,
        response: { 200: userDataSchema },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      if (principal.email !== request.params.email) throw forbidden();
      await closeTestIfTimedOut(app, principal.userId);
      return loadUserData(app.db, principal.userId);
    },
  );

  app.delete(
    '/api/applicant/stopTest/:email',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary: "Admin's Stop Test: close and score a running attempt now",
        params: emailParamSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => stopTestByAdmin(app, request.params.email, requirePrincipal(request).userId),
  );

  app.post(
    '/api/admin/resetApplicantTest/:email',
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        summary: "Admin's Undo Test: the applicant may take the test again",
        params: emailParamSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => resetTestByAdmin(app, request.params.email, requirePrincipal(request).userId),
  );
};
