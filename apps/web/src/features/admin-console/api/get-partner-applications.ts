import { partnerApplicationRecordSchema } from '@intake/contracts/company-forms';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/admin/partnerApplications`: the newest `limit` entries. */
export const getPartnerApplications = (limit: number) =>
  apiRequest(`/api/admin/partnerApplications?limit=${limit}`, {
    authenticated: true,
    schema: z.array(partnerApplicationRecordSchema),
  });
