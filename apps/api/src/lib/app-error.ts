import { errorCodes, messages } from '@intake/contracts';
import type { CataloguedError } from '@intake/contracts/error-catalogue';

/** The one error type services throw; the errors plugin turns it into {message, code, details}. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** Throws a catalogued error by name: `throw appError(testErrors.questionNotInTest, { questionId })`. */
export const appError = (error: CataloguedError, details?: unknown) =>
  new AppError(error.status, error.code, error.message, details);

export const badRequest = (message: string, details?: unknown) =>
  new AppError(400, errorCodes.validation, message, details);
export const unauthenticated = (message: string = messages.notAuthenticated) =>
  new AppError(401, errorCodes.unauthenticated, message);
export const forbidden = (message: string = messages.forbidden, code: string = errorCodes.forbidden) =>
  new AppError(403, code, message);
export const notFound = (message: string = messages.notFound) =>
  new AppError(404, errorCodes.notFound, message);
export const conflict = (message: string, code: string = errorCodes.conflict) =>
  new AppError(409, code, message);
export const wrongState = (message: string) => new AppError(409, errorCodes.wrongState, message);
