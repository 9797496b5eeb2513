import { getInterviewComments } from '@intake/contracts/endpoints/applicant-profile';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const commentsQueryKey = (email: string) => ['interview-comments', email] as const;

/** GET /api/elder/allInterviewComment/{email}: commentList, and each comment with its author and time. */
export const getComments = (email: string) => callEndpoint(getInterviewComments, { params: { email } });

export const useCommentsQuery = (email: string, enabled: boolean) =>
  useQuery({
    queryKey: commentsQueryKey(email),
    queryFn: () => getComments(email),
    enabled,
    retry: false,
    staleTime: 0,
  });
