import type { ApplicationStatus } from '@intake/contracts';
import type { BulkActionKind } from '@intake/contracts/bulk-actions';
import { bulkOutcomes } from '@intake/contracts/copy/bulk-actions';
import type { ReasonDecision } from '@intake/contracts/decision-reasons';
import { messageTimelineErrors } from '@intake/contracts/errors/message-timeline';
import type { MessageChannel } from '@intake/contracts/messaging';
import { insertActivity } from '../../core/activity-log.repository.ts';
import { lockApplicant } from '../../core/applicants.repository.ts';
import { insertAudit } from '../../core/audit-log.repository.ts';
import { enqueueJob } from '../../core/jobs.repository.ts';
import { findUserById } from '../../core/users.repository.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, appError } from '../../lib/app-error.ts';
import { loggableError } from '../../lib/error-log.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { recordDecision } from '../admissions/admissions.service.ts';
import { bookSession, findSession } from '../info-sessions/info-sessions.service.ts';
import { canBeInvitedToBook, sendBookingInvitation } from '../interviews/booking.service.ts';
import { recordInvitation } from '../interviews/interview-invitations.service.ts';
import { queueStaffMessage } from '../messaging/message-timeline.service.ts';
import {
  type BulkActionRow,
  findBulkAction,
  findPendingApplicantIds,
  findRunningActionIds,
  finishActionIfDone,
  finishItem,
  lockPendingItem,
} from './bulk-actions.repository.ts';
import { BULK_ACTION_JOB } from './bulk-actions.service.ts';

/** Pending items read at a time; each is still done in its own transaction. */
const PENDING_BATCH = 50;

type WorkerDeps = ServiceDeps<'db' | 'config' | 'log'>;
type Applicant = NonNullable<Awaited<ReturnType<typeof lockApplicant>>>;
type User = { id: string; email: string; firstName: string };

/** What one kind does to one applicant: a sentence when it may not now, else the change and its e-mail. */
interface KindRunner {
  refusal(applicant: Applicant): string | undefined;
  act(
    tx: Executor,
    user: User,
    applicant: Applicant,
    actorId: string,
    context: Record<string, unknown>,
  ): Promise<void>;
}

const beforeInterview: readonly ApplicationStatus[] = ['APPLIED', 'QUESTIONNAIRE', 'TESTING', 'TESTED'];
const invitable: readonly ApplicationStatus[] = ['TESTED', 'DECLINED_INTERVIEW'];
const decisionOutcome: Partial<Record<ReasonDecision, ApplicationStatus>> = {
  'Offer Admission': 'OFFERED_ADMISSION',
  'Send to Community': 'ADMISSION_REJECTED',
};

const statusWords = (status: string) => status.toLowerCase().replaceAll('_', ' ');

/** Reads the action's params (checked when it was created) into the kind's rules and change. */
async function runnerOf(deps: WorkerDeps, action: BulkActionRow): Promise<KindRunner> {
  const params = action.params;
  const kind: BulkActionKind = action.kind;
  switch (kind) {
    case 'INVITE_TO_INFO_SESSION': {
      const session = await findSession(deps.db, String(params.infoSessionId));
      return {
        refusal: (applicant) => {
          if (!session || session.startsAt.getTime() <= Date.now()) return bulkOutcomes.sessionStarted;
          if (applicant.infoSessionId === session.id) return bulkOutcomes.alreadyBooked;
          if (applicant.unsubscribedAt) return bulkOutcomes.unsubscribed;
          if (!beforeInterview.includes(applicant.applicationStatus))
            return `Past the information-session stage (${statusWords(applicant.applicationStatus)}).`;
          return undefined;
        },
        act: async (tx, user, applicant, actorId, context) => {
          if (!session) return;
          await bookSession(deps, tx, user, applicant.infoSessionId, session, actorId, context);
          await insertAudit(tx, {
            actorId,
            action: 'INFO_SESSION_BOOKED_BY_STAFF',
            subject: user.email,
            details: { infoSessionId: session.id, ...context },
          });
        },
      };
    }
    case 'INVITE_TO_INTERVIEW': {
      const scheduledAt = new Date(String(params.scheduledAt));
      const invitation = {
        interviewDate: String(params.interviewDate),
        interviewTime: String(params.interviewTime),
        interviewMethod: params.interviewMethod as 'phone' | 'ONLINE' | 'Offline',
        optionalInvitationComment: String(params.optionalInvitationComment ?? ''),
        scheduledAt,
      };
      return {
        refusal: (applicant) => {
          if (scheduledAt.getTime() <= Date.now()) return bulkOutcomes.interviewPassed;
          if (applicant.applicationStatus === 'INVITED_FOR_INTERVIEW') return bulkOutcomes.alreadyInvited;
          if (!invitable.includes(applicant.applicationStatus))
            return `Cannot be invited for interview while ${statusWords(applicant.applicationStatus)}.`;
          return undefined;
        },
        act: async (tx, user, applicant, actorId, context) => {
          await recordInvitation(deps, tx, user, applicant.applicationStatus, invitation, actorId, context);
          await insertAudit(tx, {
            actorId,
            action: 'INTERVIEW_INVITED',
            subject: user.email,
            details: {
              interviewDate: invitation.interviewDate,
              interviewTime: invitation.interviewTime,
              ...context,
            },
          });
        },
      };
    }
    case 'DECIDE': {
      const decision = params.decision as ReasonDecision;
      const reason = params.reasonId
        ? { id: String(params.reasonId), label: String(params.reasonLabel) }
        : null;
      return {
        refusal: (applicant) => {
          if (applicant.applicationStatus === decisionOutcome[decision]) return bulkOutcomes.sameDecision;
          if (applicant.applicationStatus !== 'INTERVIEWED')
            return `A decision can be made once the interview is done (now ${statusWords(applicant.applicationStatus)}).`;
          return undefined;
        },
        act: (tx, user, _applicant, actorId, context) =>
          recordDecision(deps, tx, user, { decision, reason }, actorId, context),
      };
    }
    case 'INVITE_TO_BOOK':
      return {
        refusal: (applicant) => {
          if (applicant.applicationStatus === 'ACCEPTED_INTERVIEW') return bulkOutcomes.interviewArranged;
          if (!canBeInvitedToBook(applicant.applicationStatus))
            return bulkOutcomes.notBookable(statusWords(applicant.applicationStatus));
          return undefined;
        },
        act: async (tx, user, _applicant, actorId, context) => {
          await sendBookingInvitation(deps, tx, user, actorId, context);
          await insertAudit(tx, {
            actorId,
            action: 'INTERVIEW_BOOKING_INVITED',
            subject: user.email,
            details: context,
          });
        },
      };
    case 'SEND_MESSAGE': {
      const message = {
        subject: String(params.subject),
        body: String(params.body),
        // An action started before the channels were chosen went by e-mail only.
        channels: Array.isArray(params.channels) ? (params.channels as MessageChannel[]) : ['email' as const],
      };
      return {
        // A message about one's application is not marketing: it reaches the unsubscribed too (0077).
        refusal: () => undefined,
        act: async (tx, user, _applicant, actorId, context) => {
          const written = await queueStaffMessage(tx, 'bulk-message', user, message);
          // Only phone channels were chosen and this applicant accepted none of them.
          if (written.length === 0) throw appError(messageTimelineErrors.channelNotAccepted);
          const details = {
            subject: message.subject,
            channels: written.map((row) => row.channel),
            ...context,
          };
          await insertActivity(tx, { applicantId: user.id, actorId, action: 'MESSAGE_SENT', details });
          await insertAudit(tx, { actorId, action: 'MESSAGE_SENT', subject: user.email, details });
        },
      };
    }
  }
}

/**
 * One item in one transaction: the item and the applicant locked, the rules checked, the change,
 * its e-mail in the outbox, the logs and the item DONE, committed together. A kill at any moment
 * leaves the item pending and untouched, or done with its one e-mail.
 */
async function processItem(deps: WorkerDeps, action: BulkActionRow, runner: KindRunner, applicantId: string) {
  const context = { bulkActionId: action.id };
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await lockPendingItem(tx, action.id, applicantId))) return false;
      const applicant = await lockApplicant(tx, applicantId);
      const user = await findUserById(tx, applicantId);
      const refusal =
        !applicant || !user || applicant.erasedAt
          ? bulkOutcomes.erased
          : applicant.withdrawnAt
            ? bulkOutcomes.withdrawn
            : runner.refusal(applicant);
      if (refusal || !applicant || !user) {
        await finishItem(tx, action.id, applicantId, 'SKIPPED', refusal ?? null);
        return true;
      }
      if (!action.createdBy) throw new Error('bulk action without its author');
      await runner.act(tx, user, applicant, action.createdBy, context);
      await finishItem(tx, action.id, applicantId, 'DONE', null);
      return true;
    });
  } catch (error) {
    // A rule the owning service enforces (an offer without a fee…) skips with its sentence; anything
    // else fails the item with a generic one. Either way nothing of the change was committed.
    const expected = error instanceof AppError && error.statusCode < 500;
    if (!expected) {
      deps.log.error(
        { actionId: action.id, applicantId, err: loggableError(error) },
        'bulk action item failed',
      );
    }
    return finishItem(
      deps.db,
      action.id,
      applicantId,
      expected ? 'SKIPPED' : 'FAILED',
      expected ? error.message : bulkOutcomes.failed,
    );
  }
}

/**
 * How long one run of the job works before it hands over to a new job: well inside the jobs'
 * 60 s lease, so no other process reclaims a job that is still running, and a shutdown waits for
 * at most this long.
 */
export const SLICE_MS = 20_000;

const continueLater = (deps: WorkerDeps, actionId: string) =>
  enqueueJob(deps.db, { kind: BULK_ACTION_JOB, payload: { actionId }, runAt: new Date() });

/**
 * The job: pending items, a batch at a time, for one slice, then FINISHED or a new job for the
 * rest. Run again after a crash (a new start, or the lease expired) or by two processes at once,
 * it takes only the items still pending and unlocked.
 */
export async function runBulkAction(deps: WorkerDeps, actionId: string, sliceMs = SLICE_MS) {
  const found = await findBulkAction(deps.db, actionId);
  if (!found || found.action.state === 'FINISHED') return;
  const runner = await runnerOf(deps, found.action);
  const until = Date.now() + sliceMs;
  for (;;) {
    const pending = await findPendingApplicantIds(deps.db, actionId, PENDING_BATCH);
    if (pending.length === 0) break;
    let handled = 0;
    for (const applicantId of pending) {
      if (await processItem(deps, found.action, runner, applicantId)) handled += 1;
      if (Date.now() >= until) return continueLater(deps, actionId);
    }
    // Every one was held by another run of the job: that run finishes them and the action.
    if (handled === 0) return;
  }
  await finishActionIfDone(deps.db, actionId);
}

/**
 * At start, a job for every action still running: a process killed mid-action resumes now rather
 * than when its job's lease expires. Another process still working on it shares the items safely.
 */
export async function resumeRunningActions(deps: WorkerDeps) {
  for (const actionId of await findRunningActionIds(deps.db)) await continueLater(deps, actionId);
}
