import type { LoginInput } from '@intake/contracts';
import { messages } from '@intake/contracts/messages';
import { apiRequest } from '../../../lib/api-client';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { saveSession } from '../../../lib/session';

// The schema (and zod) load with the first log-in, not with the /login page.
const loadLoginResponseSchema = () =>
  import('@intake/contracts/auth').then((contracts) => contracts.loginResponseSchema);

export const logIn = async (credentials: LoginInput) =>
  apiRequest('/api/user/login', {
    method: 'POST',
    body: credentials,
    schema: await loadLoginResponseSchema(),
  });

/** Logs in and stores the session; resolves to the user the token carries. */
export const logInAndSaveSession = async (credentials: LoginInput) =>
  saveSession((await logIn(credentials)).accessToken);

const invalidDetailsMessages = new Set<string>([
  messages.passwordIncorrectServer,
  messages.emailDoesNotExistServer,
]);

/** Spec §8: the server's 'Password Incorrect' and 'Email does not exist' read 'Invalid details'. */
export const loginErrorMessage = (error: unknown) =>
  error instanceof ApiError && invalidDetailsMessages.has(error.message)
    ? messages.invalidDetails
    : errorMessage(error);
