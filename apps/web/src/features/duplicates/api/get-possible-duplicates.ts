import { getPossibleDuplicates } from '@intake/contracts/endpoints/duplicates';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const possibleDuplicatesKey = (email: string) => ['possible-duplicates', email] as const;

/** GET /api/elder/possibleDuplicates/{email}: the records that may be the same person. */
export const fetchPossibleDuplicates = (email: string) =>
  callEndpoint(getPossibleDuplicates, { params: { email } });

export const usePossibleDuplicatesQuery = (email: string) =>
  useQuery({ queryKey: possibleDuplicatesKey(email), queryFn: () => fetchPossibleDuplicates(email) });
