import {
  companyFormsListQuerySchema,
  hireRequestRecordSchema,
  hireRequestSchema,
  messageResponseSchema,
  partnerApplicationRecordSchema,
  partnerApplicationSchema,
  stayUpdatedSchema,
  subscriberRecordSchema,
} from '@intake/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyToPartner,
  listHireRequests,
  listLaunchSubscribers,
  listPartnerApplications,
  requestToHire,
  subscribeToLaunch,
} from './company-forms.service.ts';

const tags = ['company-forms'];
const security = [{ bearer: [] }];

export const companyFormsRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.authorize('ADMIN');

  app.post(
    '/api/partner/apply',
    {
      config: app.perAddressLimit,
      schema: {
        tags,
        summary: 'A company applies to partner with the school; every admin is mailed',
        body: partnerApplicationSchema,
        response: { 201: messageResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await applyToPartner(app, request.body)),
  );

  app.post(
    '/api/hireAnEngineer/request',
    {
      config: app.perAddressLimit,
      schema: {
        tags,
        summary: 'A company asks to hire graduates (skillSet comma-joined); every admin is mailed',
        body: hireRequestSchema,
        response: { 201: messageResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await requestToHire(app, request.body)),
  );

  app.post(
    '/api/lampLaunch/stayUpdated',
    {
      config: app.perAddressLimit,
      schema: {
        tags,
        summary: 'Subscribe to launch updates; a known e-mail answers 409 with the spec’s sentence',
        body: stayUpdatedSchema,
        response: { 201: messageResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await subscribeToLaunch(app, request.body)),
  );

  app.get(
    '/api/admin/partnerApplications',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Partner applications, newest first',
        querystring: companyFormsListQuerySchema,
        response: { 200: z.array(partnerApplicationRecordSchema) },
      },
    },
    async (request) => listPartnerApplications(app, request.query.limit),
  );

  app.get(
    '/api/admin/hireRequests',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Hire requests, newest first',
        querystring: companyFormsListQuerySchema,
        response: { 200: z.array(hireRequestRecordSchema) },
      },
    },
    async (request) => listHireRequests(app, request.query.limit),
  );

  app.get(
    '/api/admin/stayUpdated',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Launch-updates subscribers, newest first',
        querystring: companyFormsListQuerySchema,
        response: { 200: z.array(subscriberRecordSchema) },
      },
    },
    async (request) => listLaunchSubscribers(app, request.query.limit),
  );
};
