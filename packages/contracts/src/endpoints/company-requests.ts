import { z } from 'zod';
import {
  companyFormsListQuerySchema,
  hireRequestRecordSchema,
  partnerApplicationRecordSchema,
  subscriberRecordSchema,
} from '../company-forms.ts';
import { ADMIN, defineEndpoint } from '../endpoint.ts';

/** What the admin console reads of the company forms, newest first. */
const list = {
  method: 'GET',
  query: companyFormsListQuerySchema,
  access: { allow: ADMIN },
  errors: [],
  tags: ['company-forms'],
} as const;

export const listPartnerApplications = defineEndpoint({
  ...list,
  path: '/api/admin/partnerApplications',
  response: z.array(partnerApplicationRecordSchema),
  summary: 'Partner applications, newest first',
});

export const listHireRequests = defineEndpoint({
  ...list,
  path: '/api/admin/hireRequests',
  response: z.array(hireRequestRecordSchema),
  summary: 'Hire requests, newest first',
});

export const listLaunchSubscribers = defineEndpoint({
  ...list,
  path: '/api/admin/stayUpdated',
  response: z.array(subscriberRecordSchema),
  summary: 'Launch-updates subscribers, newest first',
});
