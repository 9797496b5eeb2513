import { type Interview, staffRoles } from '@intake/contracts';
import { interviewErrors } from '@intake/contracts/errors/interviews';
import type { Executor } from '../../db/client.ts';
import { appError, forbidden } from '../../lib/app-error.ts';
import { formatSchoolDate, formatSchoolTime } from '../../lib/school-time.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { Principal } from '../../plugins/auth.ts';
import { findLatestInterview } from './interviews.repository.ts';

/** The standing interview of an applicant, for the applicant themself or staff. */
export async function getInterview(
  deps: ServiceDeps<'db' | 'config'>,
  viewer: Principal,
  applicantId: string,
): Promise<Interview> {
  if (viewer.userId !== applicantId && !staffRoles.includes(viewer.role)) throw forbidden();
  const interview = await findLatestInterview(deps.db, applicantId);
  if (!interview) throw appError(interviewErrors.interviewNotScheduled);
  return {
    interviewDate: formatSchoolDate(interview.scheduledAt, deps.config.timeZone),
    interviewTime: formatSchoolTime(interview.scheduledAt, deps.config.timeZone),
    interviewMethod: interview.method,
    optionalInvitationComment: interview.comment,
    heldDate: interview.heldAt ? formatSchoolDate(interview.heldAt, deps.config.timeZone) : null,
  };
}

/** The applicant's latest interview while it is still to come: what an invitation can be sent again for. */
export async function findUpcomingInterview(db: Executor, applicantId: string) {
  const interview = await findLatestInterview(db, applicantId);
  return interview && interview.scheduledAt.getTime() > Date.now() ? interview : undefined;
}
