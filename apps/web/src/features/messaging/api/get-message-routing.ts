import { getMessageRouting as getMessageRoutingCall } from '@intake/contracts/endpoints/messaging';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { messagingKeys } from './query-keys';

export const getMessageRouting = () => callEndpoint(getMessageRoutingCall);

export const useMessageRoutingQuery = () =>
  useQuery({ queryKey: messagingKeys.routing, queryFn: getMessageRouting });
