import { getSmsUnitCost as getSmsUnitCostCall } from '@intake/contracts/endpoints/message-timeline';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { messagingKeys } from './query-keys';

export const getSmsUnitCost = () => callEndpoint(getSmsUnitCostCall);

export const useSmsUnitCostQuery = () =>
  useQuery({ queryKey: messagingKeys.smsUnitCost, queryFn: getSmsUnitCost });
