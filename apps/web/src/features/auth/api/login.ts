import type { LoginInput, UserData } from '@intake/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { saveSession } from '../../../lib/session';

/**
 * Logs in. The declaration and the error catalogue (and zod) load with the first log-in, not with
 * the /login page. docs/spec/portal-spec.md §8: whatever the server says of a wrong password or an
 * unknown e-mail, the screen reads the catalogue's 'Invalid details'.
 */
export const logIn = async (credentials: LoginInput) => {
  const [{ logIn: logInEndpoint }, { authErrors }] = await Promise.all([
    import('@intake/contracts/endpoints/login'),
    import('@intake/contracts/errors/auth'),
  ]);
  try {
    return await callEndpoint(logInEndpoint, { body: credentials });
  } catch (error) {
    const { code, message } = authErrors.invalidCredentials;
    if (error instanceof ApiError && error.code === code) {
      throw new ApiError(message, code, error.status, error.details);
    }
    throw error;
  }
};

/** What a correct password leads to: a session, the two-factor code step, or setting two-factor up first. */
export type LoginOutcome =
  | { kind: 'signedIn'; user: UserData }
  | { kind: 'mfaRequired'; mfaToken: string }
  | { kind: 'mfaSetupRequired'; mfaToken: string };

/** Logs in; a session is stored at once, or the answer says which two-factor step comes first. */
export async function logInAndSaveSession(credentials: LoginInput): Promise<LoginOutcome> {
  const answer = await logIn(credentials);
  if ('accessToken' in answer) return { kind: 'signedIn', user: saveSession(answer.accessToken) };
  if ('mfaRequired' in answer) return { kind: 'mfaRequired', mfaToken: answer.mfaToken };
  return { kind: 'mfaSetupRequired', mfaToken: answer.mfaToken };
}
