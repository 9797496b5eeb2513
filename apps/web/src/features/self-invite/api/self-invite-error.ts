import { errorCodes } from '@intake/contracts/error-codes';
import { messages } from '@intake/contracts/messages';
import { ApiError, errorMessage } from '../../../lib/api-error';

/**
 * A session that started or went meanwhile: the form asks for another. docs/spec/portal-spec.md §8
 * gives the sentence to every 400; ours say why by their code, so a 400 that checked the form's
 * fields (VALIDATION_FAILED, e.g. the e-mail) keeps its own sentence and any other is the session.
 */
export const isSessionExpired = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === errorCodes.infoSessionExpired ||
    (error.status === 400 && error.code !== errorCodes.validation));

/** 'InfoSession expired, please choose another' for such a session; other errors as `errorMessage` words them. */
export const selfInviteErrorMessage = (error: unknown) =>
  isSessionExpired(error) ? messages.infoSessionExpired : errorMessage(error);
