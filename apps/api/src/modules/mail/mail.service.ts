import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import type { RenderedMail } from '../../mail/templates/layout.ts';
import { insertOutboxMail } from './mail.repository.ts';

export interface QueuedMail {
  kind: string;
  to: string;
  userId?: string;
  rendered: RenderedMail;
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** Writes the message to the outbox in the caller's transaction; the worker sends it after commit. */
export async function queueMail(db: Executor, mail: QueuedMail) {
  await insertOutboxMail(db, {
    kind: mail.kind,
    userId: mail.userId,
    toAddress: mail.to,
    subject: mail.rendered.subject,
    html: mail.rendered.html,
    text: mail.rendered.text,
    attachments: mail.attachments,
    // A stable Message-ID lets a receiving server drop the rare copy resent after a crash mid-send.
    messageId: `<${randomUUID()}@intake.mail>`,
  });
}
