import { readPasswordLink } from '@intake/contracts/endpoints/password-links';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** What a create- or reset-password link is for; a used or expired link is an ApiError with the reason. */
export const getPasswordLink = (linkToken: string) =>
  callEndpoint(readPasswordLink, { params: { token: linkToken } });

export const usePasswordLinkQuery = (linkToken: string) =>
  useQuery({
    queryKey: ['password-link', linkToken],
    queryFn: () => getPasswordLink(linkToken),
    retry: false,
  });
