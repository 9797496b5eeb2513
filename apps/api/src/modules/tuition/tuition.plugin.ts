import type { FastifyPluginAsync } from 'fastify';
import { TUITION_RECEIPT_JOB } from './ledger.service.ts';
import { sendReceipt } from './statement.service.ts';
import { tuitionRoutes } from './tuition.routes.ts';

/** The tuition ledger's routes, and the job that e-mails each payment's PDF receipt. */
export const tuitionPlugin: FastifyPluginAsync = async (app) => {
  app.jobs.register(TUITION_RECEIPT_JOB, (payload) => sendReceipt(app, Number(payload.entryId)));
  await app.register(tuitionRoutes);
};
