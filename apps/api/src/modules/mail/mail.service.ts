import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import type { MailAttachment } from '../../db/schema/index.ts';
import type { RenderedMail } from '../../mail/templates/layout.ts';
import { insertOutboxMails } from './mail.repository.ts';

export interface QueuedMail {
  kind: string;
  to: string;
  userId?: string;
  rendered: RenderedMail;
  attachments?: MailAttachment[];
}

/** Writes the messages to the outbox in the caller's transaction; the worker sends them after commit. */
export async function queueMails(db: Executor, mails: QueuedMail[]) {
  await insertOutboxMails(
    db,
    mails.map((mail) => ({
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
