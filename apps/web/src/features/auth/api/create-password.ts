import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

type CreatePasswordInput = { linkToken: string; password: string };

/** docs/spec/portal-spec.md §7: the new password travels in a header named `response`, with an empty body. */
export const createPassword = ({ linkToken, password }: CreatePasswordInput) =>
  apiRequest(`/api/user/password/${encodeURIComponent(linkToken)}`, {
    method: 'PATCH',
    headers: { response: password },
  });

export const useCreatePasswordMutation = () => useMutation({ mutationFn: createPassword });
