import { reviewAnswers } from '@intake/contracts/copy/api-answers';
import { reviewErrors } from '@intake/contracts/errors/review';
import {
  CRITERIA_MAX,
  type Criterion,
  type CriterionInput,
  type ReviewStage,
} from '@intake/contracts/review';
import { insertAudit } from '../../core/audit-log.repository.ts';
import { appError } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import {
  type CriterionRow,
  cohortExists,
  countCriteria,
  deleteCriterionRow,
  findCriteria,
  findCriterion,
  insertCriterion,
  isCriterionScored,
  lockCohort,
  updateCriterionRow,
} from './review.repository.ts';

export const toCriterion = (row: CriterionRow): Criterion => ({
  id: row.id,
  stage: row.stage,
  name: row.name,
  lowAnchor: row.lowAnchor,
  highAnchor: row.highAnchor,
  weight: row.weight,
});

export const byStage = (rows: CriterionRow[]) => ({
  firstReview: rows.filter((row) => row.stage === 'FIRST_REVIEW').map(toCriterion),
  interview: rows.filter((row) => row.stage === 'INTERVIEW').map(toCriterion),
});

export async function getRubric(deps: ServiceDeps<'db'>, cohortId: string) {
  if (!(await cohortExists(deps.db, cohortId))) throw appError(reviewErrors.cohortNotFound);
  return { cohortId, ...byStage(await findCriteria(deps.db, cohortId)) };
}

export async function addCriterion(
  deps: ServiceDeps<'db'>,
  cohortId: string,
  input: CriterionInput & { stage: ReviewStage },
  actorId: string,
) {
  return deps.db.transaction(async (tx) => {
    if (!(await lockCohort(tx, cohortId))) throw appError(reviewErrors.cohortNotFound);
    const existing = await countCriteria(tx, cohortId, input.stage);
    if (existing.count >= CRITERIA_MAX) throw appError(reviewErrors.tooManyCriteria);
    const row = await insertCriterion(tx, { cohortId, ...input, position: existing.lastPosition + 1 });
    if (!row) throw appError(reviewErrors.criterionNameTaken);
    const criterion = toCriterion(row);
    await insertAudit(tx, {
      actorId,
      action: 'RUBRIC_CRITERION_ADDED',
      subject: cohortId,
      details: criterion,
    });
    return criterion;
  });
}

export async function updateCriterion(
  deps: ServiceDeps<'db'>,
  criterionId: string,
  input: CriterionInput,
  actorId: string,
) {
  return deps.db.transaction(async (tx) => {
    const row = await updateCriterionRow(tx, criterionId, input);
    if (row === undefined) throw appError(reviewErrors.criterionNotFound);
    if (row === null) throw appError(reviewErrors.criterionNameTaken);
    const criterion = toCriterion(row);
    await insertAudit(tx, {
      actorId,
      action: 'RUBRIC_CRITERION_CHANGED',
      subject: row.cohortId,
      details: criterion,
    });
    return criterion;
  });
}

export async function deleteCriterion(deps: ServiceDeps<'db'>, criterionId: string, actorId: string) {
  await deps.db.transaction(async (tx) => {
    const row = await findCriterion(tx, criterionId);
    if (!row) throw appError(reviewErrors.criterionNotFound);
    if (await isCriterionScored(tx, criterionId)) throw appError(reviewErrors.criterionScored);
    await deleteCriterionRow(tx, criterionId);
    await insertAudit(tx, {
      actorId,
      action: 'RUBRIC_CRITERION_DELETED',
      subject: row.cohortId,
      details: toCriterion(row),
    });
  });
  return { message: reviewAnswers.criterionDeleted };
}
