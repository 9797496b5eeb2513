import type { LoginInput, UserData } from '@intake/contracts';
import { messages } from '@intake/contracts/messages';
import { callEndpoint } from '../../../lib/api-client';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { saveSession } from '../../../lib/session';

// The declaration (and zod) load with the first log-in, not with the /login page.
export const logIn = async (credentials: LoginInput) => {
  const { logIn: logInEndpoint } = await import('@intake/contracts/endpoints/session');
  return callEndpoint(logInEndpoint, { body: credentials });
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

const invalidDetailsMessages = new Set<string>([
  messages.passwordIncorrectServer,
  messages.emailDoesNotExistServer,
]);

/** docs/spec/portal-spec.md §8: the server's 'Password Incorrect' and 'Email does not exist' read 'Invalid details'. */
export const loginErrorMessage = (error: unknown) =>
  error instanceof ApiError && invalidDetailsMessages.has(error.message)
    ? messages.invalidDetails
    : errorMessage(error);
