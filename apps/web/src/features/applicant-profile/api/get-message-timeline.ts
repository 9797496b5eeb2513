import { getMessageTimeline as getMessageTimelineCall } from '@intake/contracts/endpoints/message-timeline';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const messageTimelineQueryKey = (email: string) => ['message-timeline', email] as const;

/** `GET /api/elder/messages/{email}?page=`: the applicant's messages on every channel, newest first. */
export const getMessageTimeline = (email: string, page: number) =>
  callEndpoint(getMessageTimelineCall, { params: { email }, query: { page } });

export const useMessageTimelineQuery = (email: string, page: number) =>
  useQuery({
    queryKey: [...messageTimelineQueryKey(email), page],
    queryFn: () => getMessageTimeline(email, page),
    placeholderData: keepPreviousData,
  });
