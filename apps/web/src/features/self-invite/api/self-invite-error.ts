import { messages } from '@intake/contracts/messages';
import { ApiError, errorMessage } from '../../../lib/api-error';

/**
 * docs/spec/portal-spec.md §8 for the self-invite: a 400 reads 'InfoSession expired, please choose another' (the
 * server sends it too, or the e-mail sentence for a malformed address); other errors as
 * `errorMessage` words them.
 */
export function selfInviteErrorMessage(error: unknown) {
  if (error instanceof ApiError && error.status === 400 && error.message !== messages.validEmail) {
    return messages.infoSessionExpired;
  }
  return errorMessage(error);
}
