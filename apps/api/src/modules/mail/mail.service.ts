import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import type { MailAttachment } from '../../db/schema/index.ts';
import type { MailDraft } from '../../mail/templates/layout.ts';
import { getSchool } from '../settings/settings.service.ts';
import { insertOutboxMails } from './mail.repository.ts';

export interface QueuedMail {
  kind: string;
  to: string;
  userId?: string;
  /** Rendered for the school as it is when the message is queued. */
  rendered: MailDraft;
  attachments?: MailAttachment[];
}

/** Writes the messages to the outbox in the caller's transaction; the worker sends them after commit. */
export async function queueMails(db: Executor, mails: QueuedMail[]) {
  if (mails.length === 0) return;
  const school = await getSchool(db);
  await insertOutboxMails(
    db,
    mails
      .map((mail) => ({ ...mail, rendered: mail.rendered(school) }))
      .map((mail) => ({
        kind: mail.kind,
        userId: mail.userId,
        toAddress: mail.to,
        subject: mail.rendered.subject,
        html: mail.rendered.html,
        text: mail.rendered.text,
        attachments: mail.attachments,
        // A stable Message-ID lets a receiving server drop the rare copy resent after a crash mid-send.
        messageId: `<${randomUUID()}@intake.mail>`,
      })),
  );
}

export const queueMail = (db: Executor, mail: QueuedMail) => queueMails(db, [mail]);
