import type { Role } from '@intake/contracts';
import type { CreateBulkAction } from '@intake/contracts/bulk-action-requests';
import {
  BULK_FILTER_MAX,
  BULK_PROBLEMS_SHOWN,
  type BulkAction,
  type BulkActionKind,
  type BulkActionSummary,
  bulkKindRoles,
} from '@intake/contracts/bulk-actions';
import { messageTimelineCopy } from '@intake/contracts/copy/messaging';
import { bulkActionErrors } from '@intake/contracts/errors/bulk-actions';
import type { BulkMessagePreview, BulkMessagePreviewInput } from '@intake/contracts/message-timeline';
import { insertAudit } from '../../core/audit-log.repository.ts';
import { enqueueJob } from '../../core/jobs.repository.ts';
import { appError } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { renderBulkMessageMail } from '../../mail/templates/bulk-message.ts';
import { checkReason } from '../admissions/decision-reasons.service.ts';
import { walkApplicantIds } from '../applicant-records/applicant-records.service.ts';
import { findSession } from '../info-sessions/info-sessions.service.ts';
import { scheduledAtOf } from '../interviews/interview-invitations.service.ts';
import { countChannelRecipients, staffPhoneText } from '../messaging/message-timeline.service.ts';
import { getSchool, getSmsUnitCost } from '../settings/settings.service.ts';
import {
  type BulkActionRow,
  countItemsByState,
  findApplicantRows,
  findBulkAction,
  findBulkActionByKey,
  findExistingApplicantIds,
  findProblemItems,
  findRecentBulkActions,
  insertBulkAction,
  insertBulkItems,
} from './bulk-actions.repository.ts';

export const BULK_ACTION_JOB = 'bulk-action';
const RECENT_SHOWN = 10;

type Counts = Pick<BulkActionSummary, 'done' | 'skipped' | 'failed' | 'pending'>;
const noCounts = (): Counts => ({ done: 0, skipped: 0, failed: 0, pending: 0 });
const countKey = { DONE: 'done', SKIPPED: 'skipped', FAILED: 'failed', PENDING: 'pending' } as const;

async function countsOf(deps: ServiceDeps<'db'>, ids: string[]) {
  const counts = new Map(ids.map((id) => [id, noCounts()]));
  for (const row of await countItemsByState(deps.db, ids)) {
    const entry = counts.get(row.actionId);
    if (entry) entry[countKey[row.state]] = row.count;
  }
  return counts;
}

const summaryOf = (row: { action: BulkActionRow; createdBy: string | null }, counts: Counts) => ({
  id: row.action.id,
  kind: row.action.kind,
  state: row.action.state,
  total: row.action.total,
  ...counts,
  createdBy: row.createdBy,
  createdAt: row.action.createdAt.toISOString(),
  finishedAt: row.action.finishedAt?.toISOString() ?? null,
});

/** The progress the screen polls: a grouped count of the items and the first problems. */
export async function getBulkAction(deps: ServiceDeps<'db'>, id: string): Promise<BulkAction> {
  const row = await findBulkAction(deps.db, id);
  if (!row) throw appError(bulkActionErrors.actionNotFound);
  const counts = (await countsOf(deps, [id])).get(id) ?? noCounts();
  const problems = await findProblemItems(deps.db, id, BULK_PROBLEMS_SHOWN);
  return {
    ...summaryOf(row, counts),
    params: row.action.params,
    target: row.action.target,
    problems: problems.map((item) => ({
      applicantId: item.applicantId,
      email: item.email,
      name: `${item.firstName} ${item.lastName}`,
      state: item.state === 'FAILED' ? 'FAILED' : 'SKIPPED',
      outcome: item.outcome ?? '',
    })),
  };
}

export async function listBulkActions(deps: ServiceDeps<'db'>): Promise<BulkActionSummary[]> {
  const rows = await findRecentBulkActions(deps.db, RECENT_SHOWN);
  const counts = await countsOf(
    deps,
    rows.map((row) => row.action.id),
  );
  return rows.map((row) => summaryOf(row, counts.get(row.action.id) ?? noCounts()));
}

/**
 * The params as stored: checked now (a session that exists and has not started, an interview time
 * still ahead, a reason on the list that fits), with what the worker needs to act the same way later.
 */
async function checkedParams(deps: ServiceDeps<'db' | 'config'>, input: CreateBulkAction) {
  switch (input.kind) {
    case 'INVITE_TO_INFO_SESSION': {
      const session = await findSession(deps.db, input.params.infoSessionId);
      if (!session) throw appError(bulkActionErrors.unknownSession);
      if (session.startsAt.getTime() <= Date.now()) throw appError(bulkActionErrors.sessionStarted);
      return { ...input.params };
    }
    case 'INVITE_TO_INTERVIEW': {
      const scheduledAt = scheduledAtOf(deps, input.params.interviewDate, input.params.interviewTime);
      return { ...input.params, scheduledAt: scheduledAt.toISOString() };
    }
    case 'DECIDE': {
      const reason = await checkReason(deps.db, input.params.decision, input.params.reasonId);
      return {
        decision: input.params.decision,
        reasonId: reason?.id ?? null,
        reasonLabel: reason?.label ?? null,
      };
    }
    case 'SEND_MESSAGE':
    case 'INVITE_TO_BOOK':
      return { ...input.params };
  }
}

/**
 * The applicants of the target, fixed now: the selection as sent (all known), or the filter's walk
 * as the actor's list shows it (an elder's search leaves out the blind round's applicants).
 */
async function targetIds(
  deps: ServiceDeps<'db'>,
  target: CreateBulkAction['target'],
  actor: { userId: string; role: Role },
) {
  if (target.applicantIds) {
    const known = await findExistingApplicantIds(deps.db, target.applicantIds);
    if (known.length !== target.applicantIds.length) throw appError(bulkActionErrors.unknownApplicants);
    return target.applicantIds;
  }
  const ids: string[] = [];
  for await (const batch of walkApplicantIds(deps, target.filter ?? {}, actor)) {
    ids.push(...batch);
    if (ids.length > BULK_FILTER_MAX) throw appError(bulkActionErrors.filterTooLarge);
  }
  if (ids.length === 0) throw appError(bulkActionErrors.noApplicants);
  return ids;
}

/** Items per insert statement. */
const ITEM_BATCH = 1_000;

/**
 * Starts a bulk action: the action, all its items, the audit and the job in one transaction. The
 * screen's key makes a resent request (a double click, a retry after a dropped connection) the same
 * action: `created` is false then, and nothing is inserted.
 */
export async function createBulkAction(
  deps: ServiceDeps<'db' | 'config'>,
  input: CreateBulkAction,
  actor: { userId: string; role: Role },
): Promise<{ created: boolean; action: BulkAction }> {
  if (!bulkKindRoles[input.kind].includes(actor.role)) throw appError(bulkActionErrors.kindNotAllowed);
  const known = await findBulkActionByKey(deps.db, input.idempotencyKey);
  if (known) return { created: false, action: await sameAction(deps, known, input.kind) };
  const params = await checkedParams(deps, input);
  const ids = await targetIds(deps, input.target, actor);
  const inserted = await deps.db.transaction(async (tx) => {
    const row = await insertBulkAction(tx, {
      idempotencyKey: input.idempotencyKey,
      kind: input.kind,
      params,
      target: input.target,
      total: ids.length,
      createdBy: actor.userId,
    });
    // The same key sent twice at once: the other request inserted it and answers it.
    if (!row) return undefined;
    for (let start = 0; start < ids.length; start += ITEM_BATCH) {
      await insertBulkItems(tx, row.id, ids.slice(start, start + ITEM_BATCH));
    }
    await insertAudit(tx, {
      actorId: actor.userId,
      action: 'BULK_ACTION_CREATED',
      subject: row.id,
      details: { kind: input.kind, params, target: input.target, count: ids.length },
    });
    await enqueueJob(tx, {
      kind: BULK_ACTION_JOB,
      payload: { actionId: row.id },
      runAt: new Date(),
      uniqueKey: `${BULK_ACTION_JOB}:${row.id}`,
    });
    return row;
  });
  if (!inserted) {
    const other = await findBulkActionByKey(deps.db, input.idempotencyKey);
    if (!other) throw appError(bulkActionErrors.actionNotFound);
    return { created: false, action: await sameAction(deps, other, input.kind) };
  }
  return { created: true, action: await getBulkAction(deps, inserted.id) };
}

async function sameAction(deps: ServiceDeps<'db'>, row: BulkActionRow, kind: BulkActionKind) {
  if (row.kind !== kind) throw appError(bulkActionErrors.keyReused);
  return getBulkAction(deps, row.id);
}

const csvCell = (value: string) => {
  // A leading =, +, - or @ would run as a formula in a spreadsheet: a quote makes it text.
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const csvHeader = ['First name', 'Last name', 'E-mail', 'Phone', 'Gender', 'Age range', 'Status'];

/** The selection as CSV, in the list's columns (a withdrawn applicant's status says so). */
export async function exportSelection(deps: ServiceDeps<'db'>, applicantIds: readonly string[]) {
  const rows = await findApplicantRows(deps.db, applicantIds);
  const lines = [
    csvHeader,
    ...rows.map((row) => [
      row.firstName,
      row.lastName,
      row.email,
      row.phone,
      row.gender,
      row.ageRange,
      row.withdrawnAt ? 'WITHDRAWN' : row.applicationStatus,
    ]),
  ];
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/**
 * The bulk message before it starts (issue 25.6): the recipients of the target as the confirmation
 * would fix them, how many each chosen channel reaches (a phone channel: who accepted it at their
 * number now), each channel's text, the SMS units and their cost at the admins' price per unit.
 */
export async function previewBulkMessage(
  deps: ServiceDeps<'db' | 'config'>,
  input: BulkMessagePreviewInput,
  actor: { userId: string; role: Role },
): Promise<BulkMessagePreview> {
  const ids = await targetIds(deps, input.target, actor);
  const [counts, school, cost] = await Promise.all([
    countChannelRecipients(deps.db, ids),
    getSchool(deps.db),
    getSmsUnitCost(deps.db),
  ]);
  const { subject, body } = input.params;
  const channels = input.params.channels.map((channel) => {
    const recipients = counts[channel];
    if (channel === 'email') {
      const mail = renderBulkMessageMail({ firstName: messageTimelineCopy.bulk.previewName, subject, body })(
        school,
      );
      return { channel, recipients, subject: mail.subject, text: mail.text, unitsEach: null, units: null };
    }
    const { text, units } = staffPhoneText(channel, school.identity.name, subject, body);
    return {
      channel,
      recipients,
      subject: '',
      text,
      unitsEach: units,
      units: units === null ? null : units * recipients,
    };
  });
  const smsUnits = channels.reduce((sum, entry) => sum + (entry.units ?? 0), 0);
  return {
    recipients: ids.length,
    channels,
    nairaPerSmsUnit: cost.nairaPerUnit,
    estimatedCost: Math.round(smsUnits * cost.nairaPerUnit * 100) / 100,
  };
}
