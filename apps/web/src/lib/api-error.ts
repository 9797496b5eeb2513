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

/** docs/spec/portal-spec.md §8: server sentences every screen shows in other words. */
const shownAs: Readonly<Record<string, string>> = {
  [messages.networkErrorServer]: messages.networkIssues,
  [messages.emailExistServer]: messages.emailAlreadyExists,
};

/** The sentence a screen shows for a failed call. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return shownAs[error.message] ?? error.message;
  if (error instanceof NoResponseError) return error.message;
  return messages.internalError;
}
