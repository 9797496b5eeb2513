import { subscriberRecordSchema } from '@intake/contracts/company-forms';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/admin/stayUpdated`: the newest `limit` entries. */
export const getLaunchSubscribers = (limit: number) =>
  apiRequest(`/api/admin/stayUpdated?limit=${limit}`, {
    authenticated: true,
    schema: z.array(subscriberRecordSchema),
  });
