import { z } from 'zod';
import {
  applicationsStatusSchema,
  changeRoleQuerySchema,
  cohortIdParamSchema,
  cohortSchema,
  createBatchSchema,
  resendEmailQuerySchema,
  updateCohortSchema,
} from '../admin.ts';
import { messageResponseSchema } from '../auth.ts';
import { auditEntrySchema, auditQuerySchema } from '../csv-import.ts';
import { emailParamSchema } from '../email.ts';
import { ADMIN, defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import { schoolSettingsSchema } from '../school.ts';

const tags = ['admin'];
const access = { allow: ADMIN };
const response = messageResponseSchema;

export const startApplications = defineEndpoint({
  method: 'POST',
  path: '/api/admin/startApplications',
  response,
  access,
  errors: [],
  tags,
  summary: "Open applications now; the cohorts' windows take over again at their next opening or closing",
});

export const stopApplications = defineEndpoint({
  method: 'POST',
  path: '/api/admin/stopApplications',
  response,
  access,
  errors: [],
  tags,
  summary: "Close applications now; the cohorts' windows take over again at their next opening or closing",
});

export const getApplicationsStatus = defineEndpoint({
  method: 'GET',
  path: '/api/admin/applications',
  response: applicationsStatusSchema,
  access,
  errors: [],
  tags,
  summary:
    "Whether applications are open now, whether an admin's Start/Stop or a window decides, and until when",
});

export const createBatch = defineEndpoint({
  method: 'POST',
  path: '/api/admin/createBatch',
  body: createBatchSchema,
  response,
  access,
  errors: [errorCodes.validation, errorCodes.conflict],
  tags,
  summary:
    'Start a new batch (cohort); new applicants join it, or the cohort whose application window is open',
});

export const listCohorts = defineEndpoint({
  method: 'GET',
  path: '/api/admin/cohorts',
  response: z.array(cohortSchema),
  access,
  errors: [],
  tags,
  summary: 'Every cohort with its fee, start date, seats, application window and offer days',
});

export const updateCohort = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/cohorts/:cohortId',
  params: cohortIdParamSchema,
  body: updateCohortSchema,
  response,
  access,
  errors: [errorCodes.validation, errorCodes.notFound, errorCodes.conflict],
  tags,
  summary:
    "Set or change a cohort's name, tuition fee, start date, seats, application window and offer days (audited)",
});

export const saveSchool = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/school',
  body: schoolSettingsSchema,
  response,
  access,
  errors: [],
  tags,
  summary: "The school's name, legal name, main colour and contact address (audited)",
});

export const saveSchoolLogo = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/school/logo',
  multipart: true,
  response,
  access,
  errors: [errorCodes.unsupportedMediaType, errorCodes.unsupportedFile, errorCodes.tooLarge],
  tags,
  summary: "Upload the school's logo (multipart field `file`: JPEG, PNG or WebP)",
});

export const removeSchoolLogo = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/school/logo',
  response,
  access,
  errors: [],
  tags,
  summary: "Remove the school's logo",
});

export const changeRole = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/changeRole/',
  query: changeRoleQuerySchema,
  response,
  access: {
    allow: ADMIN,
    note: 'a role is not the application: an admin may change their own (never the last admin)',
  },
  errors: [errorCodes.notFound, errorCodes.rule],
  tags,
  summary: 'Change a role; takes effect on the next request',
});

export const enableLoan = defineEndpoint({
  method: 'PATCH',
  path: '/api/elder/enableLearnFundForm/:email',
  params: emailParamSchema,
  response,
  access: { allow: ADMIN, actsOn: { in: 'params', field: 'email' } },
  errors: [errorCodes.notFound],
  tags,
  summary: 'Enable the loan form for an applicant',
});

export const resendEmail = defineEndpoint({
  method: 'POST',
  path: '/api/admin/resendEmail/',
  query: resendEmailQuerySchema,
  response,
  access: { allow: ADMIN, actsOn: { in: 'query', field: 'email' } },
  errors: [errorCodes.notFound, errorCodes.wrongState],
  tags,
  summary: 'Send one of the six e-mails again, with a fresh link where it carries one',
});

export const listAudit = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit',
  query: auditQuerySchema,
  response: z.array(auditEntrySchema),
  access,
  errors: [],
  tags,
  summary: 'The latest admin actions, newest first; filter by action and an e-mail or subject fragment',
});
