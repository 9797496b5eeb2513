import * as finance from '@intake/contracts/endpoints/finance';
import * as statement from '@intake/contracts/endpoints/tuition-statement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { smsUnitsByMonth } from '../messaging/message-timeline.service.ts';
import {
  assignUnmatched,
  dismissUnmatched,
  exportFinance,
  findLearners,
  outstandingBalances,
  paymentsByDay,
  unmatchedPayments,
} from './finance.service.ts';
import {
  getLearnerStatement,
  getMyStatement,
  myStatementPdf,
  recordCorrection,
} from './statement.service.ts';

/** The statement and staff corrections (issue 24.4), and the finance screen (issue 24.5). */
export const tuitionRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, statement.getMyTuitionStatement, (request) =>
    getMyStatement(app, requirePrincipal(request).userId),
  );
  registerEndpoint(app, statement.downloadMyTuitionStatement, async (request, reply) => {
    const file = await myStatementPdf(app, requirePrincipal(request).userId);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .send(file.body);
  });
  registerEndpoint(app, statement.getLearnerStatement, (request) =>
    getLearnerStatement(app, request.params.email),
  );
  registerEndpoint(app, statement.recordLedgerCorrection, (request) =>
    recordCorrection(app, requirePrincipal(request).userId, request.params.email, request.body),
  );

  registerEndpoint(app, finance.getPaymentsByDay, (request) => paymentsByDay(app, request.query));
  registerEndpoint(app, finance.listUnmatchedPayments, () => unmatchedPayments(app));
  registerEndpoint(app, finance.searchLearners, (request) => findLearners(app, request.query.q));
  registerEndpoint(app, finance.assignUnmatchedPayment, (request) =>
    assignUnmatched(app, requirePrincipal(request).userId, request.params.id, request.body.email),
  );
  registerEndpoint(app, finance.dismissUnmatchedPayment, (request) =>
    dismissUnmatched(app, requirePrincipal(request).userId, request.params.id, request.body.reason),
  );
  registerEndpoint(app, finance.getOutstandingBalances, () => outstandingBalances(app));
  registerEndpoint(app, finance.getSmsUnitsByMonth, () => smsUnitsByMonth(app));
  registerEndpoint(app, finance.exportFinance, async (request, reply) => {
    const file = await exportFinance(app, request.query);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .send(file.body);
  });
};
