import { tuitionSummarySchema } from '@intake/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/native/tuition`: the fee, the tuition paid and confirmed, and what is left to pay. */
export const getTuition = () =>
  apiRequest('/api/native/tuition', { authenticated: true, schema: tuitionSummarySchema });

export const useTuitionQuery = () => useQuery({ queryKey: ['tuition'], queryFn: getTuition });
