import type { ErrorCode } from './errors.ts';

/**
 * One error a call can answer with, declared once: the status, the code the web compares, and the
 * sentence the user reads. Services throw an entry by name (apps/api/src/lib/app-error.ts
 * `appError`); the web compares `code`, never the sentence.
 */
export interface CataloguedError {
  readonly status: 400 | 401 | 403 | 404 | 408 | 409 | 410 | 413 | 415 | 422 | 429 | 431 | 500 | 503;
  readonly code: ErrorCode;
  readonly message: string;
}

/**
 * Declares the errors of one area (packages/contracts/src/errors/<area>.ts). One file per area, so
 * a screen that shows one area's errors does not carry every other area's sentences.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineErrors<const T extends Record<string, CataloguedError>>(errors: T): T {
  return errors;
}
