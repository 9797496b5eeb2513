import type { Application } from '@intake/contracts';
import { applicantErrors } from '@intake/contracts/errors/applicants';
import { reapplyErrors } from '@intake/contracts/errors/reapply';
import { checkApplicationPhone } from '@intake/contracts/phone';
import { insertActivity } from '../../core/activity-log.repository.ts';
import { findCurrentCohortId, insertApplicant } from '../../core/applicants.repository.ts';
import { findCohortOpenAt } from '../../core/cohort-windows.repository.ts';
import { insertUser } from '../../core/users.repository.ts';
import { appError, badRequest } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { type AuthDeps, sendCreatePasswordMail } from '../auth/auth.service.ts';
import { flagNewApplicants } from '../duplicates/duplicates.service.ts';
import { areApplicationsOpen } from '../settings/settings.service.ts';
import { isReapplicantEmail } from './reapply.service.ts';

/** The user row an application makes. */
/** The user row of an application whose phone checked out (`checkApplicationPhone`). */
export const toApplicantUser = (application: Application, phoneE164: string) => ({
  email: application.email,
  firstName: application.firstName,
  lastName: application.lastName,
  phone: application.phone,
  dialCode: application.dialCode,
  phoneE164,
  gender: application.gender,
  role: 'APPLICANT' as const,
});

/**
 * Registers an applicant and queues the create-password e-mail, all or nothing. Staff who
 * register someone (actorId) may do so while applications are closed.
 */
export async function applyForAdmission(deps: AuthDeps, application: Application, actorId?: string) {
  try {
    await deps.db.transaction(async (tx) => {
      const now = new Date();
      if (!actorId && !(await areApplicationsOpen(tx, now))) {
        throw appError(applicantErrors.applicationsClosed);
      }
      const phone = checkApplicationPhone(application);
      if (phone.problem) throw badRequest(phone.problem);
      const user = await insertUser(tx, toApplicantUser(application, phone.e164));
      await insertApplicant(tx, {
        userId: user.id,
        ageRange: application.ageRange,
        // The cohort whose window is open; outside every window (an admin's manual start, or
        // staff registering), the current one.
        cohortId: (await findCohortOpenAt(tx, now)) ?? (await findCurrentCohortId(tx)),
        termsAcceptedAt: new Date(),
      });
      await insertActivity(tx, {
        applicantId: user.id,
        actorId,
        action: actorId ? 'REGISTERED_BY_STAFF' : 'APPLIED',
        toStatus: 'APPLIED',
      });
      // Issue 23.5: a match by phone or e-mail is only flagged for staff; the application goes on.
      await flagNewApplicants(tx, [user.id], 'APPLY');
      await sendCreatePasswordMail(deps, tx, user);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      // Someone whose application ended applies again with the same account (issue 23.4).
      if (await isReapplicantEmail(deps.db, application.email)) throw appError(reapplyErrors.fromDashboard);
      throw appError(applicantErrors.emailExists);
    }
    throw error;
  }
}
