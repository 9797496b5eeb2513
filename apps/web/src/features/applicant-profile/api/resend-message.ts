import { resendMessage as resendMessageCall } from '@intake/contracts/endpoints/message-timeline';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';
import { messageTimelineQueryKey } from './get-message-timeline';

/** `POST /api/elder/messages/{email}/{messageId}/resend`: a fresh copy of one message. */
export const resendMessage = (email: string, messageId: number) =>
  callEndpoint(resendMessageCall, { params: { email, messageId }, body: undefined });

export function useResendMessageMutation(email: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (messageId: number) => resendMessage(email, messageId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageTimelineQueryKey(email) }),
  });
}
