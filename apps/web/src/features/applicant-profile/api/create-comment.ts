import { commentsResponseSchema } from '@intake/contracts/applicant-records';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';
import { commentsQueryKey } from './get-comments';

/** Longer comments, or ones with a slash, go in a JSON body instead of the path. */
export const PATH_COMMENT_MAX = 300;

export const commentGoesInPath = (comment: string) =>
  comment.length <= PATH_COMMENT_MAX && !/[/\\]/.test(comment);

/**
 * POST /api/interviewComment/createComment/{email}/{comment} as the spec has it (text in the path,
 * no body); long text goes as POST /api/interviewComment/createComment/{email} with {comment}.
 */
export function createComment({ email, comment }: { email: string; comment: string }) {
  const base = `/api/interviewComment/createComment/${encodeURIComponent(email)}`;
  return commentGoesInPath(comment)
    ? apiRequest(`${base}/${encodeURIComponent(comment)}`, {
        method: 'POST',
        authenticated: true,
        schema: commentsResponseSchema,
      })
    : apiRequest(base, {
        method: 'POST',
        authenticated: true,
        body: { comment },
        schema: commentsResponseSchema,
      });
}

/** Adds the comment; the answer is the whole list, which replaces the cached one. */
export function useCreateCommentMutation(email: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (comment: string) => createComment({ email, comment }),
    onSuccess: (list) => queryClient.setQueryData(commentsQueryKey(email), list),
  });
}
