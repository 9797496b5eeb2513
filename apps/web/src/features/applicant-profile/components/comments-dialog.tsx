import { COMMENT_MAX_LENGTH, commentTextSchema } from '@intake/contracts/applicant-records';
import { profileCopy } from '@intake/contracts/copy/applicant-profile';
import { Alert, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { LazyModal } from '../../../components/dialogs/lazy-modal';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/date-time';
import { useCreateCommentMutation } from '../api/create-comment';
import { useCommentsQuery } from '../api/get-comments';

type CommentsDialogProps = {
  email: string;
  opened: boolean;
  onClose: () => void;
  /** Sponsors read the comments; only elders and admins add one. */
  canComment: boolean;
  title: string;
};

/** 'Add/View Comments' (docs/spec/portal-spec.md §2): every comment with its author and time, and a box to add one. */
export function CommentsDialog({ email, opened, onClose, canComment, title }: CommentsDialogProps) {
  const comments = useCommentsQuery(email, opened);
  const create = useCreateCommentMutation(email);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = commentTextSchema.safeParse(text);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    create.mutate(parsed.data, { onSuccess: () => setText('') });
  };

  const list = comments.data?.comments ?? [];
  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': profileCopy.close }}
    >
      <Stack gap="md">
        {comments.isPending && (
          <Text role="status" c="dimmed">
            <Loader size="xs" mr="xs" />
            {profileCopy.loadingComments}
          </Text>
        )}
        {comments.isError && (
          <Alert color="red" role="alert">
            {errorMessage(comments.error)}
          </Alert>
        )}
        {comments.isSuccess && list.length === 0 && <Text c="dimmed">{profileCopy.noComments}</Text>}
        {list.length > 0 && (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={title}>
            {list.map((item) => (
              <li key={item.id}>
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.comment}</Text>
                <Text size="xs" c="dimmed">
                  {profileCopy.commentBy(
                    item.author ?? profileCopy.unknownAuthor,
                    formatDateTime(item.createdAt),
                  )}
                </Text>
              </li>
            ))}
          </Stack>
        )}
        {canComment && (
          <form onSubmit={submit} noValidate>
            <Stack gap="xs">
              <Textarea
                label={profileCopy.newComment}
                resize="vertical"
                rows={4}
                maxLength={COMMENT_MAX_LENGTH}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                error={problem}
              />
              {create.isError && (
                <Alert color="red" role="alert">
                  {errorMessage(create.error)}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
                  {create.isPending ? profileCopy.adding : profileCopy.addComment}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </LazyModal>
  );
}
