import { getPayLink as getPayLinkCall } from '@intake/contracts/endpoints/tuition-payment';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Whose tuition the shared link pays and how; reading it changes nothing. */
export const getPayLink = (token: string) => callEndpoint(getPayLinkCall, { params: { token } });

export const usePayLinkQuery = (token: string) =>
  useQuery({ queryKey: ['tuition', 'pay-link', token], queryFn: () => getPayLink(token), retry: false });
