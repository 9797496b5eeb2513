import { randomUUID } from 'node:crypto';
import type { Role } from '@intake/contracts';
import type { StaffMessage } from '@intake/contracts/bulk-action-requests';
import { messageRoutingCopy, messageTimelineCopy, shortMessageCopy } from '@intake/contracts/copy/messaging';
import { messageTimelineErrors } from '@intake/contracts/errors/message-timeline';
import {
  resendableKinds,
  type SmsUnitsByMonth,
  TIMELINE_PAGE_SIZE,
  type TimelineEntry,
  type TimelinePage,
} from '@intake/contracts/message-timeline';
import {
  isMessageKind,
  type MessageChannel,
  type PhoneChannel,
  phoneChannels,
  smsUnits,
} from '@intake/contracts/messaging';
import { insertActivity } from '../../core/activity-log.repository.ts';
import { findApplicantByEmail } from '../../core/applicants.repository.ts';
import { insertAudit } from '../../core/audit-log.repository.ts';
import type { Executor } from '../../db/client.ts';
import { appError } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { renderBulkMessageMail } from '../../mail/templates/bulk-message.ts';
import { getSchool } from '../settings/settings.service.ts';
import {
  findMessageOf,
  findMessagesOf,
  insertOutboxReturning,
  type OutboxRow,
  sumSmsUnitsByMonth,
} from './message-timeline.repository.ts';
import { findUndeliverable, type NewOutboxRow } from './messaging.repository.ts';
import { acceptedChannels, BULK_PRIORITY } from './messaging.service.ts';

type Actor = { userId: string; role: Role };

const kindLabel = (kind: string) =>
  (isMessageKind(kind) ? messageRoutingCopy.types[kind] : messageTimelineCopy.otherKinds[kind]) ?? kind;

/** A phone number with all but its country code and last three digits hidden. */
export const maskPhone = (phone: string) =>
  phone.length <= 7 ? phone : `${phone.slice(0, 4)}${'•'.repeat(phone.length - 7)}${phone.slice(-3)}`;

function entryOf(row: OutboxRow): TimelineEntry {
  const statusAt =
    row.status === 'delivered'
      ? row.deliveredAt
      : row.status === 'failed'
        ? row.failedAt
        : row.status === 'sent'
          ? row.sentAt
          : null;
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: kindLabel(row.kind),
    channel: row.channel,
    address: row.channel === 'email' ? row.toAddress : maskPhone(row.toAddress),
    subject: row.subject,
    status: row.status,
    queuedAt: row.createdAt.toISOString(),
    statusAt: (statusAt ?? row.createdAt).toISOString(),
    providerStatus: row.providerStatus,
    error: row.lastError,
    units: row.units,
    resendable: resendableKinds.has(row.kind),
  };
}

async function applicantNamed(deps: ServiceDeps<'db'>, email: string) {
  const found = await findApplicantByEmail(deps.db, email);
  if (!found) throw appError(messageTimelineErrors.noSuchApplicant);
  return found;
}

/** Every message to the applicant on every channel, newest first (issue 25.5). */
export async function getMessageTimeline(
  deps: ServiceDeps<'db'>,
  email: string,
  page: number,
): Promise<TimelinePage> {
  const { user } = await applicantNamed(deps, email);
  const [{ rows, total }, accepted] = await Promise.all([
    findMessagesOf(deps.db, user.id, TIMELINE_PAGE_SIZE, (page - 1) * TIMELINE_PAGE_SIZE),
    acceptedChannels(deps.db, [user.id]),
  ]);
  return {
    entries: rows.map(entryOf),
    page,
    pageSize: TIMELINE_PAGE_SIZE,
    total,
    acceptedChannels: phoneChannels.filter((channel) => accepted.get(user.id)?.channels.has(channel)),
  };
}

/** The SMS or WhatsApp text of a message staff wrote; SMS ends with how to stop and counts its parts. */
export function staffPhoneText(channel: PhoneChannel, school: string, subject: string, body: string) {
  const line = messageTimelineCopy.phoneText(school, subject, body);
  const text = channel === 'sms' ? `${line} ${shortMessageCopy.stopLine}` : line;
  return { text, units: channel === 'sms' ? smsUnits(text).units : null };
}

const outboxRow = (
  row: Pick<
    NewOutboxRow,
    'kind' | 'userId' | 'channel' | 'toAddress' | 'subject' | 'html' | 'text' | 'units'
  > &
    Partial<Pick<NewOutboxRow, 'attachments' | 'actionUrl' | 'status' | 'lastError'>>,
): NewOutboxRow => ({
  attachments: null,
  actionUrl: null,
  status: 'pending',
  lastError: null,
  ...row,
  // E-mail keeps the Message-ID form the mail service gives (a receiving server drops a resent copy).
  messageId: row.channel === 'email' ? `<${randomUUID()}@intake.mail>` : randomUUID(),
  priority: row.kind === 'bulk-message' ? BULK_PRIORITY : 0,
});

type Recipient = { id: string; email: string; firstName: string };

/**
 * Queues a message staff wrote by the channels chosen: e-mail to the account's address, each phone
 * channel only where the person accepted it at their number now. Answers the rows written (none
 * when no chosen channel reaches them). Runs in the caller's transaction.
 */
export async function queueStaffMessage(
  db: Executor,
  kind: 'staff-message' | 'bulk-message',
  recipient: Recipient,
  message: StaffMessage,
) {
  const school = await getSchool(db);
  const rows: NewOutboxRow[] = [];
  if (message.channels.includes('email')) {
    const [bounced] = await findUndeliverable(db, [recipient.email]);
    const mail = renderBulkMessageMail({
      firstName: recipient.firstName,
      subject: message.subject,
      body: message.body,
    })(school);
    rows.push(
      outboxRow({
        kind,
        userId: recipient.id,
        channel: 'email',
        toAddress: recipient.email,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        units: null,
        // An address that bounced for good gets no more e-mail, as with every other message.
        ...(bounced ? { status: 'skipped', lastError: 'address undeliverable (a permanent bounce)' } : {}),
      }),
    );
  }
  const accepted = (await acceptedChannels(db, [recipient.id])).get(recipient.id);
  for (const channel of message.channels) {
    if (channel === 'email' || !accepted?.channels.has(channel)) continue;
    const { text, units } = staffPhoneText(channel, school.identity.name, message.subject, message.body);
    rows.push(
      outboxRow({
        kind,
        userId: recipient.id,
        channel,
        toAddress: accepted.phone,
        subject: '',
        html: '',
        text,
        units,
      }),
    );
  }
  return insertOutboxReturning(db, rows);
}

/** How many of these people each channel reaches: e-mail everyone, a phone channel who accepted it. */
export async function countChannelRecipients(db: Executor, userIds: string[]) {
  const accepted = await acceptedChannels(db, userIds);
  const counts: Record<MessageChannel, number> = { email: userIds.length, sms: 0, whatsapp: 0 };
  for (const person of accepted.values()) for (const channel of person.channels) counts[channel] += 1;
  return counts;
}

function refuseIfGone(applicant: { withdrawnAt: Date | null; erasedAt: Date | null }) {
  if (applicant.withdrawnAt || applicant.erasedAt) throw appError(messageTimelineErrors.applicantGone);
}

/**
 * A one-off message to one applicant (issue 25.5): every phone channel chosen must be one they
 * accepted at their number; the outbox rows, the activity and the audit in one transaction.
 */
export async function sendOneOffMessage(
  deps: ServiceDeps<'db'>,
  email: string,
  message: StaffMessage,
  actor: Actor,
): Promise<{ entries: TimelineEntry[] }> {
  const { user, applicant } = await applicantNamed(deps, email);
  refuseIfGone(applicant);
  const accepted = (await acceptedChannels(deps.db, [user.id])).get(user.id);
  for (const channel of message.channels) {
    if (channel !== 'email' && !accepted?.channels.has(channel))
      throw appError(messageTimelineErrors.channelNotAccepted);
  }
  const rows = await deps.db.transaction(async (tx) => {
    const written = await queueStaffMessage(tx, 'staff-message', user, message);
    const details = { subject: message.subject, channels: message.channels };
    await insertActivity(tx, {
      applicantId: user.id,
      actorId: actor.userId,
      action: 'MESSAGE_SENT',
      details,
    });
    await insertAudit(tx, { actorId: actor.userId, action: 'MESSAGE_SENT', subject: user.email, details });
    return written;
  });
  return { entries: rows.map(entryOf) };
}

/**
 * A fresh copy of one message, same channel and content, to the applicant's address now (issue
 * 25.5). A message with a one-time link is refused: its step's own resend issues a new link.
 */
export async function resendMessage(
  deps: ServiceDeps<'db'>,
  email: string,
  messageId: number,
  actor: Actor,
): Promise<{ entry: TimelineEntry }> {
  const { user, applicant } = await applicantNamed(deps, email);
  const original = await findMessageOf(deps.db, user.id, messageId);
  if (!original) throw appError(messageTimelineErrors.noSuchMessage);
  if (!resendableKinds.has(original.kind)) throw appError(messageTimelineErrors.singleUseLink);
  refuseIfGone(applicant);
  let toAddress = user.email;
  if (original.channel !== 'email') {
    const accepted = (await acceptedChannels(deps.db, [user.id])).get(user.id);
    if (!accepted?.channels.has(original.channel)) throw appError(messageTimelineErrors.channelNotAccepted);
    toAddress = accepted.phone;
  }
  const [copy] = await deps.db.transaction(async (tx) => {
    const written = await insertOutboxReturning(tx, [
      outboxRow({
        kind: original.kind,
        userId: user.id,
        channel: original.channel,
        toAddress,
        subject: original.subject,
        html: original.html,
        text: original.text,
        units: original.units,
        attachments: original.attachments,
        actionUrl: original.actionUrl,
      }),
    ]);
    const details = { messageId: original.id, kind: original.kind, channel: original.channel };
    await insertActivity(tx, {
      applicantId: user.id,
      actorId: actor.userId,
      action: 'MESSAGE_RESENT',
      details,
    });
    await insertAudit(tx, { actorId: actor.userId, action: 'MESSAGE_RESENT', subject: user.email, details });
    return written;
  });
  if (!copy) throw appError(messageTimelineErrors.noSuchMessage);
  return { entry: entryOf(copy) };
}

/** The finance screen's SMS units by month (school calendar) and cohort (issue 25.6). */
export async function smsUnitsByMonth(deps: ServiceDeps<'db' | 'config'>): Promise<SmsUnitsByMonth> {
  const rows = await sumSmsUnitsByMonth(deps.db, deps.config.timeZone);
  return {
    rows: rows.map((row) => ({
      month: row.month,
      cohortId: row.cohortId,
      cohortName: row.cohortName,
      messages: row.messages,
      units: row.units,
    })),
  };
}
