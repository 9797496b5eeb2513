import { hireRequestRecordSchema } from '@intake/contracts/company-forms';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/admin/hireRequests`: the newest `limit` entries. */
export const getHireRequests = (limit: number) =>
  apiRequest(`/api/admin/hireRequests?limit=${limit}`, {
    authenticated: true,
    schema: z.array(hireRequestRecordSchema),
  });
