import type { Application } from '@intake/contracts';
import { messages } from '@intake/contracts/messages';
import { apiRequest } from '../../../lib/api-client';
import { ApiError, errorMessage } from '../../../lib/api-error';

export const submitApplication = (application: Application) =>
  apiRequest('/api/applicant/apply', { method: 'POST', body: application });

/** Spec §8: the server's 'Email exist' reads 'Email already exists'; other messages as sent. */
export const applyErrorMessage = (error: unknown) =>
  error instanceof ApiError && error.message === messages.emailExistServer
    ? messages.emailAlreadyExists
    : errorMessage(error);
