import { bookByLink } from '@intake/contracts/endpoints/interview-booking';
import type { BookSlot } from '@intake/contracts/interview-booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { viewerTimeZone } from '../viewer-zone';

/** Books (or moves) the interview to a slot, with the link token standing in for a session. */
export const useBookByLinkMutation = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slot: Pick<BookSlot, 'startsAt' | 'method'>) =>
      callEndpoint(bookByLink, { params: { token }, body: { ...slot, timeZone: viewerTimeZone() } }),
    onSuccess: (page) => queryClient.setQueryData(['interview-booking', token], page),
  });
};
