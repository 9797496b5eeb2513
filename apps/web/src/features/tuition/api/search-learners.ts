import { searchLearners as searchLearnersCall } from '@intake/contracts/endpoints/finance';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** `GET /api/finance/learners?q`: learners by name, e-mail or application number. */
export const searchLearners = (q: string) => callEndpoint(searchLearnersCall, { query: { q } });

export const useLearnerSearchQuery = (q: string) =>
  useQuery({
    queryKey: ['finance', 'learners', q],
    queryFn: () => searchLearners(q),
    enabled: q.trim().length >= 2,
  });
