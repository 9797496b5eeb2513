import { sendOneOffMessage as sendOneOffCall } from '@intake/contracts/endpoints/message-timeline';
import type { OneOffMessage } from '@intake/contracts/message-timeline';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';
import { messageTimelineQueryKey } from './get-message-timeline';

/** `POST /api/elder/messages/{email}`: a message staff write to this applicant. */
export const sendOneOffMessage = (email: string, message: OneOffMessage) =>
  callEndpoint(sendOneOffCall, { params: { email }, body: message });

export function useSendOneOffMessageMutation(email: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (message: OneOffMessage) => sendOneOffMessage(email, message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageTimelineQueryKey(email) }),
  });
}
