import {
  auditEntrySchema,
  auditQuerySchema,
  changeRoleQuerySchema,
  cohortIdParamSchema,
  cohortSchema,
  createBatchSchema,
  emailParamSchema,
  messageResponseSchema,
  paymentAccountSchema,
  paymentAccountSettingsSchema,
  resendEmailQuerySchema,
  schoolSettingsSchema,
  updateCohortSchema,
} from '@intake/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readFilePart } from '../../lib/multipart-file.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { getPaymentAccount } from '../settings/settings.service.ts';
import {
  changeCohort,
  changePaymentAccount,
  changeRole,
  changeSchoolLogo,
  changeSchoolSettings,
  createBatch,
  enableLoan,
  listAudit,
  listCohorts,
  setApplicationWindow,
} from './admin.service.ts';
import { resendEmail } from './resend-email.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const response = { 200: messageResponseSchema };

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.authorize('ADMIN');

  for (const [url, open] of [
    ['/api/admin/startApplications', true],
    ['/api/admin/stopApplications', false],
  ] as const) {
    app.post(
      url,
      {
        preHandler: adminOnly,
        schema: { tags, security, summary: open ? 'Open applications' : 'Close applications', response },
      },
      async (request) => setApplicationWindow(app, open, requirePrincipal(request).userId),
    );
  }

  app.post(
    '/api/admin/createBatch',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Start a new batch (cohort); new applicants join it',
        body: createBatchSchema,
        response,
      },
    },
    async (request) => createBatch(app, request.body, requirePrincipal(request).userId),
  );

  app.get(
    '/api/admin/cohorts',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Every cohort with its fee and start date',
        response: { 200: z.array(cohortSchema) },
      },
    },
    async () => listCohorts(app),
  );

  app.put(
    '/api/admin/cohorts/:cohortId',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: "Set or change a cohort's tuition fee and start date (audited)",
        params: cohortIdParamSchema,
        body: updateCohortSchema,
        response,
      },
    },
    async (request) =>
      changeCohort(app, request.params.cohortId, request.body, requirePrincipal(request).userId),
  );

  app.put(
    '/api/admin/school',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: "The school's name, legal name, main colour and contact address (audited)",
        body: schoolSettingsSchema,
        response,
      },
    },
    async (request) => changeSchoolSettings(app, request.body, requirePrincipal(request).userId),
  );

  app.put(
    '/api/admin/school/logo',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: "Upload the school's logo (multipart field `file`: JPEG, PNG or WebP)",
        consumes: ['multipart/form-data'],
        response,
      },
    },
    async (request) =>
      changeSchoolLogo(app, (await readFilePart(request)).content, requirePrincipal(request).userId),
  );

  app.delete(
    '/api/admin/school/logo',
    { preHandler: adminOnly, schema: { tags, security, summary: "Remove the school's logo", response } },
    async (request) => changeSchoolLogo(app, null, requirePrincipal(request).userId),
  );

  app.get(
    '/api/admin/school/payment',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: "Where tuition is paid: the console's saved details, else the environment's",
        response: { 200: paymentAccountSchema },
      },
    },
    async () => getPaymentAccount(app.db, app.config),
  );

  app.put(
    '/api/admin/school/payment',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: "The school's bank account, USSD code and payment note applicants see (audited)",
        body: paymentAccountSettingsSchema,
        response,
      },
    },
    async (request) => changePaymentAccount(app, request.body, requirePrincipal(request).userId),
  );

  app.patch(
    '/api/admin/changeRole',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Change a role; takes effect on the next request',
        querystring: changeRoleQuerySchema,
        response,
      },
    },
    async (request) =>
      changeRole(app, request.query.email, request.query.newRole, requirePrincipal(request).userId),
  );

  app.patch(
    '/api/elder/enableLearnFundForm/:email',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Enable the loan form for an applicant',
        params: emailParamSchema,
        response,
      },
    },
    async (request) => enableLoan(app, request.params.email, requirePrincipal(request).userId),
  );

  app.post(
    '/api/admin/resendEmail',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Send one of the six e-mails again, with a fresh link where it carries one',
        querystring: resendEmailQuerySchema,
        response,
      },
    },
    async (request) =>
      resendEmail(app, request.query.email, request.query.emailType, requirePrincipal(request).userId),
  );

  app.get(
    '/api/admin/audit',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        security,
        summary: 'The latest admin actions, newest first; filter by action and an e-mail or subject fragment',
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntrySchema) },
      },
    },
    async (request) => listAudit(app, request.query),
  );
};
