import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import type { MailAttachment } from '../../db/schema/index.ts';
import type { MailDraft } from '../../mail/templates/layout.ts';
import { BULK_PRIORITY, routeMessages, writeOutboxRows } from '../messaging/messaging.service.ts';
import { getSchool } from '../settings/settings.service.ts';

export interface QueuedMail {
  kind: string;
  to: string;
  userId?: string;
  /** Rendered for the school as it is when the message is queued. */
  rendered: MailDraft;
  attachments?: MailAttachment[];
}

/**
 * Writes the messages to the outbox in the caller's transaction; the worker sends them after commit.
 * Routing adds each one's short SMS or WhatsApp copies (issue 25.3) in the same statement, and holds
 * e-mail back from an address that bounced for good. `bulk` (a CSV import, reminders, notices) lets
 * the messages that one person's own action queues meanwhile go first.
 */
export async function queueMails(db: Executor, mails: QueuedMail[], { bulk = false } = {}) {
  if (mails.length === 0) return;
  const school = await getSchool(db);
  const rendered = mails.map((mail) => ({ ...mail, rendered: mail.rendered(school) }));
  const { phoneRows, undeliverable } = await routeMessages(
    db,
    rendered.map((mail) => ({
      kind: mail.kind,
      userId: mail.userId ?? null,
      toAddress: mail.to,
      actionUrl: mail.rendered.actionUrl ?? null,
    })),
    school.identity.name,
  );
  const priority = bulk ? BULK_PRIORITY : 0;
  await writeOutboxRows(db, [
    ...rendered.map((mail) => ({
      kind: mail.kind,
      userId: mail.userId ?? null,
      channel: 'email' as const,
      toAddress: mail.to,
      subject: mail.rendered.subject,
      html: mail.rendered.html,
      text: mail.rendered.text,
      attachments: mail.attachments ?? null,
      // A stable Message-ID lets a receiving server drop the rare copy resent after a crash mid-send.
      messageId: `<${randomUUID()}@intake.mail>`,
      actionUrl: mail.rendered.actionUrl ?? null,
      units: null,
      ...(undeliverable.has(mail.to)
        ? { status: 'skipped' as const, lastError: 'address undeliverable (a permanent bounce)' }
        : { status: 'pending' as const, lastError: null }),
      priority,
    })),
    ...phoneRows.map((row) => ({ ...row, priority })),
  ]);
}

export const queueMail = (db: Executor, mail: QueuedMail) => queueMails(db, [mail]);
