import type { StayUpdated } from '@intake/contracts';
import { subscribeToLaunch as subscribeToLaunchCall } from '@intake/contracts/endpoints/company-forms';
import { errorCodes } from '@intake/contracts/error-codes';
import { messages } from '@intake/contracts/messages';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { ApiError, errorMessage } from '../../../lib/api-error';

export const subscribeToLaunch = (subscriber: StayUpdated) =>
  callEndpoint(subscribeToLaunchCall, { body: subscriber });

export const useStayUpdatedMutation = () => useMutation({ mutationFn: subscribeToLaunch });

const knownEmail: readonly string[] = [errorCodes.alreadySubscribed, errorCodes.emailExists];

/** A known e-mail reads 'We already have your details …' here, however the server words it. */
export const stayUpdatedErrorMessage = (error: unknown) =>
  error instanceof ApiError && knownEmail.includes(error.code)
    ? messages.alreadySubscribed
    : errorMessage(error);
