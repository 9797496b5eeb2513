import { decisionReasonAnswers } from '@intake/contracts/copy/api-admissions';
import type {
  DecisionReason,
  DecisionReasonInput,
  ReasonDecision,
  UpdateDecisionReasonInput,
} from '@intake/contracts/decision-reasons';
import { decisionNeedsReason } from '@intake/contracts/decision-reasons';
import { admissionErrors } from '@intake/contracts/errors/admissions';
import { insertAudit } from '../../core/audit-log.repository.ts';
import type { Executor } from '../../db/client.ts';
import { appError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import {
  countDecisionsByReason,
  type DecisionReasonRow,
  findCohortName,
  findDecisionReason,
  findDecisionReasons,
  insertDecisionReason,
  updateDecisionReasonRow,
} from './decision-reasons.repository.ts';

const toWire = (row: Omit<DecisionReasonRow, 'uses'>, uses: number): DecisionReason => ({
  id: row.id,
  label: row.label,
  decisions: row.decisions as ReasonDecision[],
  nextStep: row.nextStep,
  archived: row.archivedAt !== null,
  uses,
});

export async function listReasons(deps: ServiceDeps<'db'>) {
  return (await findDecisionReasons(deps.db)).map((row) => toWire(row, row.uses));
}

export async function createReason(deps: ServiceDeps<'db'>, input: DecisionReasonInput, actorId: string) {
  return deps.db.transaction(async (tx) => {
    const row = await insertDecisionReason(tx, input);
    if (!row) throw appError(admissionErrors.reasonExists);
    const reason = toWire(row, 0);
    await insertAudit(tx, {
      actorId,
      action: 'DECISION_REASON_CREATED',
      subject: row.label,
      details: reason,
    });
    return { message: decisionReasonAnswers.created, reason };
  });
}

/** Changes a reason; archiving takes it off the dialog's list and keeps it on the decisions that carry it. */
export async function updateReason(
  deps: ServiceDeps<'db'>,
  id: string,
  input: UpdateDecisionReasonInput,
  actorId: string,
) {
  try {
    return await changeReason(deps, id, input, actorId);
  } catch (error) {
    // Another reason has the label (any case): the unique index says so, also for two saves at once.
    if (isUniqueViolation(error)) throw appError(admissionErrors.reasonExists);
    throw error;
  }
}

function changeReason(
  deps: ServiceDeps<'db'>,
  id: string,
  input: UpdateDecisionReasonInput,
  actorId: string,
) {
  return deps.db.transaction(async (tx) => {
    const before = await findDecisionReason(tx, id);
    if (!before) throw appError(admissionErrors.noSuchReason);
    const row = await updateDecisionReasonRow(tx, id, input);
    if (!row) throw appError(admissionErrors.noSuchReason);
    const usedBy = (await findDecisionReasons(tx)).find((reason) => reason.id === id)?.uses ?? 0;
    const reason = toWire(row, usedBy);
    const wasArchived = before.archivedAt !== null;
    const action =
      wasArchived === input.archived
        ? 'DECISION_REASON_UPDATED'
        : input.archived
          ? 'DECISION_REASON_ARCHIVED'
          : 'DECISION_REASON_RESTORED';
    await insertAudit(tx, {
      actorId,
      action,
      subject: row.label,
      details: { before: toWire(before, usedBy), after: reason },
    });
    const message =
      action === 'DECISION_REASON_ARCHIVED'
        ? decisionReasonAnswers.archived
        : action === 'DECISION_REASON_RESTORED'
          ? decisionReasonAnswers.restored
          : decisionReasonAnswers.updated;
    return { message, reason };
  });
}

/**
 * The reason a decision may carry: none only where the decision needs none, otherwise a reason on the
 * list (not archived) made for this decision. Answers what the activity log and e-mail need.
 */
export async function checkReason(
  tx: Executor,
  decision: ReasonDecision,
  reasonId: string | null | undefined,
) {
  if (!reasonId) {
    if (decisionNeedsReason(decision)) throw appError(admissionErrors.reasonRequired);
    return null;
  }
  const reason = await findDecisionReason(tx, reasonId);
  if (!reason) throw appError(admissionErrors.noSuchReason);
  if (reason.archivedAt !== null || !reason.decisions.includes(decision)) {
    throw appError(admissionErrors.reasonNotForDecision);
  }
  return { id: reason.id, label: reason.label };
}

export async function reasonReport(deps: ServiceDeps<'db'>, cohortId: string) {
  const cohortName = await findCohortName(deps.db, cohortId);
  if (cohortName === undefined) throw appError(admissionErrors.noSuchCohort);
  const rows = await countDecisionsByReason(deps.db, cohortId);
  return {
    cohortId,
    cohortName,
    rows: rows.map((row) => ({ ...row, decision: row.decision as ReasonDecision })),
  };
}
