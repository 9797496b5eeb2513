import fastifyStatic from '@fastify/static';
import * as endpoints from '@intake/contracts/endpoints/aptitude-test';
import * as testAdmin from '@intake/contracts/endpoints/test-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import {
  getRunningTest,
  heartbeat,
  resetTestByAdmin,
  saveTestAnswer,
  startTest,
  stopOwnTest,
  stopTestByAdmin,
  submitTest,
} from './aptitude-test.service.ts';
import { TEST_IMAGES_PATH, testImagesDir } from './test-images.ts';

export const aptitudeTestRoutes: FastifyPluginAsyncZod = async (app) => {
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

  registerEndpoint(app, endpoints.startTest, (request) => startTest(app, requirePrincipal(request).userId));
  registerEndpoint(app, endpoints.getRunningTest, (request) =>
    getRunningTest(app, requirePrincipal(request).userId),
  );
  registerEndpoint(app, endpoints.saveTestAnswer, (request) =>
    saveTestAnswer(app, requirePrincipal(request).userId, request.body),
  );
  registerEndpoint(app, endpoints.sendTestHeartbeat, (request) =>
    heartbeat(app, requirePrincipal(request).userId, request.body.answers),
  );
  registerEndpoint(app, endpoints.submitAptitudeTest, (request) =>
    submitTest(app, requirePrincipal(request).userId, request.body.testObj?.response ?? {}),
  );
  registerEndpoint(app, endpoints.stopOwnTest, (request) =>
    stopOwnTest(app, requirePrincipal(request), request.params.email),
  );
  registerEndpoint(app, testAdmin.stopTestByAdmin, (request) =>
    stopTestByAdmin(app, request.params.email, requirePrincipal(request).userId),
  );
  registerEndpoint(app, testAdmin.resetApplicantTest, (request) =>
    resetTestByAdmin(app, request.params.email, requirePrincipal(request).userId),
  );
};
