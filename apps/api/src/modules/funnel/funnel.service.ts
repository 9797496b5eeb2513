import { funnelErrors } from '@intake/contracts/errors/funnel';
import {
  FUNNEL_TOP_WITHDRAWAL_REASONS,
  type Funnel,
  type FunnelDimension,
  funnelDimensions,
  funnelStages,
} from '@intake/contracts/funnel';
import { appError } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { reasonReport } from '../admissions/decision-reasons.service.ts';
import {
  countApplicationsPerDay,
  countWithdrawnByStage,
  findCohortName,
  findMedianMinutes,
  findNow,
  findReached,
  findTopWithdrawalReasons,
} from './funnel.repository.ts';

type FunnelDeps = ServiceDeps<'db' | 'config'>;

/** A cohort's funnel (issue 23.6) from the counts the activity log keeps; 404 for an unknown cohort. */
export async function cohortFunnel(deps: FunnelDeps, cohortId: string): Promise<Funnel> {
  const cohortName = await findCohortName(deps.db, cohortId);
  if (cohortName === undefined) throw appError(funnelErrors.noSuchCohort);
  const [reachedRows, perDay, nowRows, medians, withdrawnByStage, withdrawalReasons, decisions] =
    await Promise.all([
      findReached(deps.db, cohortId),
      countApplicationsPerDay(deps.db, cohortId, deps.config.timeZone),
      findNow(deps.db, cohortId),
      findMedianMinutes(deps.db, cohortId),
      countWithdrawnByStage(deps.db, cohortId),
      findTopWithdrawalReasons(deps.db, cohortId, FUNNEL_TOP_WITHDRAWAL_REASONS),
      reasonReport(deps, cohortId),
    ]);

  const reached = (status: string) =>
    Number(reachedRows.find((row) => row.status === status && row.dimension === 'all')?.applicants ?? 0);
  const nowIn = (key: string) => Number(nowRows.find((row) => row.listKey === key)?.applicants ?? 0);
  const stages = funnelStages.map((status, index) => {
    const next = funnelStages[index + 1];
    const here = reached(status);
    const median = medians.find((row) => row.status === status);
    return {
      status,
      reached: here,
      now: nowIn(status),
      conversion: next && here > 0 ? reached(next) / here : null,
      medianMinutes: median ? Number(median.minutes) : null,
    };
  });

  return {
    cohortId,
    cohortName,
    stages,
    now: nowRows
      .filter((row) => row.applicants > 0)
      .map((row) => ({
        listKey: row.listKey as Funnel['now'][number]['listKey'],
        applicants: Number(row.applicants),
      }))
      .sort((a, b) => a.listKey.localeCompare(b.listKey)),
    dropOff: {
      declinedInterview: reached('DECLINED_INTERVIEW'),
      declinedOffer: reached('DECLINED_ADMISSION'),
      notAdmitted: reached('ADMISSION_REJECTED'),
      withdrawnByStage: withdrawnByStage.map((row) => ({
        status: row.status as Funnel['dropOff']['withdrawnByStage'][number]['status'],
        applicants: row.applicants,
      })),
      withdrawalReasons,
      decisionReasons: decisions.rows.map((row) => ({
        decision: row.decision,
        label: row.label,
        applicants: row.decisions,
      })),
    },
    applicationsPerDay: perDay,
    breakdowns: funnelDimensions.map((dimension) => ({
      dimension,
      rows: breakdownRows(reachedRows, dimension),
    })),
  };
}

function breakdownRows(
  rows: { status: string; dimension: string; value: string; applicants: number }[],
  dimension: FunnelDimension,
) {
  const byValue = new Map<string, number[]>();
  for (const row of rows) {
    const index = (funnelStages as readonly string[]).indexOf(row.status);
    if (row.dimension !== dimension || index < 0) continue;
    const counts = byValue.get(row.value) ?? funnelStages.map(() => 0);
    counts[index] = Number(row.applicants);
    byValue.set(row.value, counts);
  }
  return [...byValue.entries()]
    .map(([value, reached]) => ({ value, reached }))
    .sort((a, b) => (b.reached[0] ?? 0) - (a.reached[0] ?? 0) || a.value.localeCompare(b.value));
}
