import { commentsResponseSchema } from '@intake/contracts/applicant-records';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const commentsQueryKey = (email: string) => ['interview-comments', email] as const;

/** GET /api/elder/allInterviewComment/{email}: commentList, and each comment with its author and time. */
export const getComments = (email: string) =>
  apiRequest(`/api/elder/allInterviewComment/${encodeURIComponent(email)}`, {
    authenticated: true,
    schema: commentsResponseSchema,
  });

export const useCommentsQuery = (email: string, enabled: boolean) =>
  useQuery({
    queryKey: commentsQueryKey(email),
    queryFn: () => getComments(email),
    enabled,
    retry: false,
    staleTime: 0,
  });
