import { listDecisionReasons } from '@intake/contracts/endpoints/decision-reasons';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The admins' decision reasons (archived ones are not offered). */
export const useDecisionReasonsQuery = (enabled: boolean) =>
  useQuery({
    queryKey: ['bulk-actions', 'reasons'],
    queryFn: () => callEndpoint(listDecisionReasons),
    enabled,
  });
