import {
  createComment as createCommentInBody,
  createCommentInPath,
} from '@intake/contracts/endpoints/interview-review';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/single-flight-mutation';
import { commentsQueryKey } from './get-comments';

/** Longer comments, or ones with a slash, go in a JSON body instead of the path. */
export const PATH_COMMENT_MAX = 300;

export const commentGoesInPath = (comment: string) =>
  comment.length <= PATH_COMMENT_MAX && !/[/\\]/.test(comment);

/** The text in the path as the spec has it (no body); long text goes in a JSON body {comment}. */
export const createComment = ({ email, comment }: { email: string; comment: string }) =>
  commentGoesInPath(comment)
    ? callEndpoint(createCommentInPath, { params: { email, comment }, body: undefined })
    : callEndpoint(createCommentInBody, { params: { email }, body: { comment } });

/** Adds the comment; the answer is the whole list, which replaces the cached one. */
export function useCreateCommentMutation(email: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (comment: string) => createComment({ email, comment }),
    onSuccess: (list) => queryClient.setQueryData(commentsQueryKey(email), list),
  });
}
