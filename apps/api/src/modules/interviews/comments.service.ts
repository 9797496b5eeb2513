import { commentTextSchema, messages } from '@intake/contracts';
import { interviewErrors } from '@intake/contracts/errors/interviews';
import { insertActivity } from '../../core/activity-log.repository.ts';
import { findApplicantByEmail } from '../../core/applicants.repository.ts';
import { appError, badRequest } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { findComments, insertComment } from './comments.repository.ts';

async function applicantIdOf(deps: ServiceDeps<'db'>, email: string) {
  const row = await findApplicantByEmail(deps.db, email);
  if (!row) throw appError(interviewErrors.applicantNotFound);
  return row.user.id;
}

export async function listComments(deps: ServiceDeps<'db'>, email: string) {
  const rows = await findComments(deps.db, await applicantIdOf(deps, email));
  return {
    commentList: Object.fromEntries(rows.map((row, i) => [String(i + 1), row.comment])),
    comments: rows.map((row) => ({
      id: row.id,
      comment: row.comment,
      author: row.authorFirstName ? `${row.authorFirstName} ${row.authorLastName ?? ''}`.trim() : null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** Adds a comment; the text comes from the path or the body, so it is checked here, not by a schema. */
export async function addComment(
  deps: ServiceDeps<'db'>,
  email: string,
  authorId: string,
  text: string | undefined,
) {
  const parsed = commentTextSchema.safeParse(text);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? messages.invalidBody);
  const comment = parsed.data;
  const applicantId = await applicantIdOf(deps, email);
  await deps.db.transaction(async (tx) => {
    await insertComment(tx, { applicantId, authorId, comment });
    await insertActivity(tx, { applicantId, actorId: authorId, action: 'COMMENT_ADDED' });
  });
  return listComments(deps, email);
}
