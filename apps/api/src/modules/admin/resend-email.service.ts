import type { EmailType } from '@intake/contracts';
import { adminAnswers } from '@intake/contracts/copy/api-answers';
import { adminErrors } from '@intake/contracts/errors/admin';
import { findApplicant } from '../../core/applicants.repository.ts';
import { insertAudit } from '../../core/audit-log.repository.ts';
import { voidUnusedLinkTokens } from '../../core/link-tokens.repository.ts';
import { clearOwedInvitation, findUserByEmail } from '../../core/users.repository.ts';
import type { Executor } from '../../db/client.ts';
import { appError } from '../../lib/app-error.ts';
import { formatSchoolDate, formatSchoolTime } from '../../lib/school-time.ts';
import { mailAdmissionOffer, mailSendToCommunity } from '../admissions/admissions.service.ts';
import { type AuthDeps, mailPasswordReset, sendCreatePasswordMail } from '../auth/auth.service.ts';
import { findChosenSession, mailSessionInvitation } from '../info-sessions/info-sessions.service.ts';
import { mailInvitation } from '../interviews/interview-invitations.service.ts';
import { findUpcomingInterview } from '../interviews/interviews.service.ts';

type User = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

/** Each type checks that it fits the account's state, then mails it with a fresh link where it has one. */
const senders: Record<EmailType, (deps: AuthDeps, tx: Executor, user: User) => Promise<void>> = {
  resetPassword: mailPasswordReset,
  async createPassword(deps, tx, user) {
    if (user.passwordHash) throw appError(adminErrors.resendHasPassword);
    await voidUnusedLinkTokens(tx, user.id, ['create-password']);
    // This is the e-mail a CSV import may still owe them (decision 0101): sent now, owed no more.
    await clearOwedInvitation(tx, user.id);
    await sendCreatePasswordMail(deps, tx, user);
  },
  async interviewInviteMessage(deps, tx, user) {
    const applicant = await findApplicant(tx, user.id);
    const interview = await findUpcomingInterview(tx, user.id);
    const invited = ['INVITED_FOR_INTERVIEW', 'ACCEPTED_INTERVIEW'].includes(
      applicant?.applicationStatus ?? '',
    );
    if (!invited || !interview) {
      throw appError(adminErrors.resendNoInterview);
    }
    await mailInvitation(deps, tx, user, {
      ...interview,
      date: formatSchoolDate(interview.scheduledAt, deps.config.timeZone),
      time: formatSchoolTime(interview.scheduledAt, deps.config.timeZone),
    });
  },
  async infoSessionMessage(deps, tx, user) {
    const session = await findChosenSession(tx, user.id);
    if (!session || session.startsAt.getTime() <= Date.now()) {
      throw appError(adminErrors.resendNoInfoSession);
    }
    await mailSessionInvitation(deps, tx, user, session);
  },
  async admissionOffer(deps, tx, user) {
    if ((await findApplicant(tx, user.id))?.applicationStatus !== 'OFFERED_ADMISSION') {
      throw appError(adminErrors.resendNoOffer);
    }
    await mailAdmissionOffer(deps, tx, user);
  },
  async sendToCommunity(deps, tx, user) {
    if ((await findApplicant(tx, user.id))?.applicationStatus !== 'ADMISSION_REJECTED') {
      throw appError(adminErrors.resendNotSentToCommunity);
    }
    await mailSendToCommunity(deps, tx, user);
  },
};

export async function resendEmail(deps: AuthDeps, email: string, type: EmailType, actorId: string) {
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) throw appError(adminErrors.accountNotFound);
    // The outbox would hold it back (prepareApplicantMail): say so rather than claim it was sent.
    if ((await findApplicant(tx, user.id))?.withdrawnAt) throw appError(adminErrors.resendWithdrawn);
    await senders[type](deps, tx, user);
    await insertAudit(tx, { actorId, action: 'EMAIL_RESENT', subject: email, details: { emailType: type } });
  });
  return { message: adminAnswers.emailResent };
}
