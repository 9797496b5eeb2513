import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicantRecordsRoutes } from './applicant-records.routes.ts';

/** The staff's applicant records: the list, one applicant's profile and the spreadsheet export. */
export const applicantRecordsPlugin: FastifyPluginAsyncZod = async (app) => {
  await app.register(applicantRecordsRoutes);
};
