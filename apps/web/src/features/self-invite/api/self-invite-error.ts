import { messages } from '@intake/contracts/messages';
import { ApiError, errorMessage } from '../../../lib/api-error';

/**
 * Spec §8 for the self-invite: a 400 reads 'InfoSession expired, please choose another' (the
 * server sends it too, or the e-mail sentence for a malformed address); 'Network Error' reads as
 * the provider sentence; no answer as 'Connect to the internet …'; other errors as sent.
 */
export function selfInviteErrorMessage(error: unknown) {
  if (error instanceof ApiError) {
    if (error.message === messages.networkErrorServer) return messages.networkIssues;
    if (error.status === 400 && error.message !== messages.validEmail) return messages.infoSessionExpired;
  }
  return errorMessage(error);
}
