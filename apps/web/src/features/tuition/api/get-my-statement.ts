import { getMyTuitionStatement } from '@intake/contracts/endpoints/tuition-statement';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const myStatementQueryKey = ['tuition-statement', 'mine'] as const;

/** `GET /api/native/tuition/statement`: the learner's own ledger entries, instalments and totals. */
export const getMyStatement = () => callEndpoint(getMyTuitionStatement);

export const useMyStatementQuery = () => useQuery({ queryKey: myStatementQueryKey, queryFn: getMyStatement });
