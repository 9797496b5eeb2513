import { errorCodes } from '@intake/contracts/error-codes';
import { messages } from '@intake/contracts/messages';
import { ApiError, errorMessage } from '../../../lib/api-error';

/** A session that started or went meanwhile: the form asks for another (docs/spec/portal-spec.md §8). */
export const isSessionExpired = (error: unknown) =>
  error instanceof ApiError && error.code === errorCodes.infoSessionExpired;

/** 'InfoSession expired, please choose another' for such a session; other errors as `errorMessage` words them. */
export const selfInviteErrorMessage = (error: unknown) =>
  isSessionExpired(error) ? messages.infoSessionExpired : errorMessage(error);
