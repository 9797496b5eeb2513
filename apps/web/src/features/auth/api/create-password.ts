import { setPassword } from '@intake/contracts/endpoints/password-links';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

type CreatePasswordInput = { linkToken: string; password: string };

/** docs/spec/portal-spec.md §7: the new password travels in a header named `response`, with an empty body. */
export const createPassword = ({ linkToken, password }: CreatePasswordInput) =>
  callEndpoint(setPassword, { params: { token: linkToken }, headers: { response: password } });

export const useCreatePasswordMutation = () => useMutation({ mutationFn: createPassword });
