import { errorCodes } from '@intake/contracts/error-codes';
import { messages } from '@intake/contracts/messages';

/** A non-2xx answer from the API, carrying its `{message, code, details}` body and status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The request never got an answer (offline, DNS, server down). */
export class NoResponseError extends Error {
  constructor() {
    super(messages.noResponse);
    this.name = 'NoResponseError';
  }
}

/** docs/spec/portal-spec.md §8: answers every screen shows in other words, by their code. */
const shownAs: Readonly<Record<string, string>> = {
  [errorCodes.emailExists]: messages.emailAlreadyExists,
};

/**
 * The spec's 'Network Error': the way to the portal failed past the phone, a proxy or gateway
 * answering 502, 503 or 504 for it. The portal's own 503 (SERVICE_UNAVAILABLE) keeps its sentence;
 * this API never words an error 'Network Error' (docs/decisions/0067).
 */
const isGatewayFailure = (error: ApiError) =>
  [502, 503, 504].includes(error.status) && error.code !== errorCodes.unavailable;

/** The sentence a screen shows for a failed call. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && isGatewayFailure(error)) return messages.networkIssues;
  if (error instanceof ApiError) return shownAs[error.code] ?? error.message;
  if (error instanceof NoResponseError) return error.message;
  return messages.internalError;
}
