import { sendPhoneCode as sendPhoneCodeCall } from '@intake/contracts/endpoints/messaging';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const sendPhoneCode = () => callEndpoint(sendPhoneCodeCall);

export const useSendPhoneCodeMutation = () => useMutation({ mutationFn: sendPhoneCode });
