import { passwordLinkSchema } from '@intake/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** What a create- or reset-password link is for; a used or expired link is an ApiError with the reason. */
export const getPasswordLink = (linkToken: string) =>
  apiRequest(`/api/user/password/${encodeURIComponent(linkToken)}`, { schema: passwordLinkSchema });

export const usePasswordLinkQuery = (linkToken: string) =>
  useQuery({
    queryKey: ['password-link', linkToken],
    queryFn: () => getPasswordLink(linkToken),
    retry: false,
  });
