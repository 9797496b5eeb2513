import { getMyMessageConsents } from '@intake/contracts/endpoints/messaging';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { messageConsentKeys } from './query-keys';

export const getMessageConsents = () => callEndpoint(getMyMessageConsents);

export const useMessageConsentsQuery = () =>
  useQuery({ queryKey: messageConsentKeys.mine, queryFn: getMessageConsents });
