import { messages } from '@intake/contracts/messages';
import { ApiError, errorMessage } from '../../../lib/api-error';

/**
 * Spec §8 for the company forms and the launch subscription: 'Network Error' reads as the
 * provider sentence, 'Email exist' as 'Email already exists' (the subscription: 'We already have
 * your details …'), no answer as 'Connect to the internet …', other messages as sent.
 */
export function companyFormErrorMessage(error: unknown, { subscription = false } = {}) {
  if (error instanceof ApiError) {
    if (error.message === messages.networkErrorServer) return messages.networkIssues;
    if (error.message === messages.emailExistServer) {
      return subscription ? messages.alreadySubscribed : messages.emailAlreadyExists;
    }
  }
  return errorMessage(error);
}
