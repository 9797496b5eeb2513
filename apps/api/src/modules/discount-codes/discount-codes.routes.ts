import * as endpoints from '@intake/contracts/endpoints/discount-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { createCode, deleteCode, listCodes, updateCode } from './discount-codes.service.ts';

export const discountCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, endpoints.listDiscountCodes, () => listCodes(app));
  registerEndpoint(app, endpoints.createDiscountCode, (request) =>
    createCode(app, request.body, requirePrincipal(request).userId),
  );
  registerEndpoint(app, endpoints.updateDiscountCode, (request) =>
    updateCode(app, request.body, requirePrincipal(request).userId),
  );
  registerEndpoint(app, endpoints.deleteDiscountCode, (request) =>
    deleteCode(app, request.params.code, requirePrincipal(request).userId),
  );
};
