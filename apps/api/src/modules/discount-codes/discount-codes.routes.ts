import {
  createDiscountCodeSchema,
  discountCodeParamSchema,
  discountCodeResponseSchema,
  discountCodeSchema,
  messageResponseSchema,
  updateDiscountCodeSchema,
} from '@intake/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../plugins/auth.ts';
import { createCode, deleteCode, listCodes, updateCode } from './discount-codes.service.ts';

const tags = ['discount-codes'];
const security = [{ bearer: [] }];
const url = '/api/summerSchool/discountCode';

export const discountCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.authorize('ADMIN');

  app.get(
    url,
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Codes with their remaining uses',
        response: { 200: z.array(discountCodeSchema) },
      },
    },
    async () => listCodes(app),
  );

  app.post(
    url,
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Create a code',
        body: createDiscountCodeSchema,
        response: { 201: discountCodeResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCode(app, request.body, requirePrincipal(request).userId)),
  );

  app.patch(
    url,
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Change a code’s uses and amount',
        body: updateDiscountCodeSchema,
        response: { 200: discountCodeResponseSchema },
      },
    },
    async (request) => updateCode(app, request.body, requirePrincipal(request).userId),
  );

  app.delete(
    `${url}/:code`,
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Delete a code',
        params: discountCodeParamSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => deleteCode(app, request.params.code, requirePrincipal(request).userId),
  );
};
