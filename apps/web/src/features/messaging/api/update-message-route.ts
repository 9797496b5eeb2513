import { updateMessageRoute as updateMessageRouteCall } from '@intake/contracts/endpoints/messaging';
import type { MessageKind, MessageRouting, PhoneChannel } from '@intake/contracts/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { messagingKeys } from './query-keys';

export const updateMessageRoute = ({ kind, channels }: { kind: MessageKind; channels: PhoneChannel[] }) =>
  callEndpoint(updateMessageRouteCall, { params: { kind }, body: { channels } });

export const useUpdateMessageRouteMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMessageRoute,
    onSuccess: (saved) =>
      queryClient.setQueryData<MessageRouting>(messagingKeys.routing, (current) =>
        current ? { routes: current.routes.map((r) => (r.kind === saved.kind ? saved : r)) } : current,
      ),
  });
};
