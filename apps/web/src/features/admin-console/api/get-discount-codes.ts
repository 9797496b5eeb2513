import { discountCodeSchema } from '@intake/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** `GET /api/summerSchool/discountCode`: the codes with their remaining uses. */
export const getDiscountCodes = () =>
  apiRequest('/api/summerSchool/discountCode', {
    authenticated: true,
    schema: z.array(discountCodeSchema),
  });

export const useDiscountCodesQuery = () =>
  useQuery({ queryKey: adminKeys.discountCodes, queryFn: getDiscountCodes });
