import type { EmailType } from '@intake/contracts';
import { adminErrors } from '@intake/contracts/errors/admin';
import type { FastifyInstance } from 'fastify';
import { findApplicant } from '../../core/applicants.repository.ts';
import { insertAudit } from '../../core/audit-log.repository.ts';
import { voidUnusedLinkTokens } from '../../core/link-tokens.repository.ts';
import { findUserByEmail } from '../../core/users.repository.ts';
import type { Executor } from '../../db/client.ts';
import { appError } from '../../lib/app-error.ts';
import { formatSchoolDate, formatSchoolTime } from '../../lib/school-time.ts';
import { mailAdmissionOffer, mailSendToCommunity } from '../admissions/admissions.service.ts';
import { mailPasswordReset, sendCreatePasswordMail } from '../auth/auth.service.ts';
import { findChosenSession, mailSessionInvitation } from '../info-sessions/info-sessions.service.ts';
import { mailInvitation } from '../interviews/interview-invitations.service.ts';
import { findUpcomingInterview } from '../interviews/interviews.service.ts';

type User = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

/** Each type checks that it fits the account's state, then mails it with a fresh link where it has one. */
const senders: Record<EmailType, (app: FastifyInstance, tx: Executor, user: User) => Promise<void>> = {
  resetPassword: mailPasswordReset,
  async createPassword(app, tx, user) {
    if (user.passwordHash) throw appError(adminErrors.resendHasPassword);
    await voidUnusedLinkTokens(tx, user.id, ['create-password']);
    await sendCreatePasswordMail(app, tx, user);
  },
  async interviewInviteMessage(app, tx, user) {
    const applicant = await findApplicant(tx, user.id);
    const interview = await findUpcomingInterview(tx, user.id);
    const invited = ['INVITED_FOR_INTERVIEW', 'ACCEPTED_INTERVIEW'].includes(
      applicant?.applicationStatus ?? '',
    );
    if (!invited || !interview) {
      throw appError(adminErrors.resendNoInterview);
    }
    await mailInvitation(app, tx, user, {
      ...interview,
      date: formatSchoolDate(interview.scheduledAt, app.config.timeZone),
      time: formatSchoolTime(interview.scheduledAt, app.config.timeZone),
    });
  },
  async infoSessionMessage(app, tx, user) {
    const session = await findChosenSession(tx, user.id);
    if (!session || session.startsAt.getTime() <= Date.now()) {
      throw appError(adminErrors.resendNoInfoSession);
    }
    await mailSessionInvitation(app, tx, user, session);
  },
  async admissionOffer(app, tx, user) {
    if ((await findApplicant(tx, user.id))?.applicationStatus !== 'OFFERED_ADMISSION') {
      throw appError(adminErrors.resendNoOffer);
    }
    await mailAdmissionOffer(app, tx, user);
  },
  async sendToCommunity(app, tx, user) {
    if ((await findApplicant(tx, user.id))?.applicationStatus !== 'ADMISSION_REJECTED') {
      throw appError(adminErrors.resendNotSentToCommunity);
    }
    await mailSendToCommunity(app, tx, user);
  },
};

export async function resendEmail(app: FastifyInstance, email: string, type: EmailType, actorId: string) {
  await app.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) throw appError(adminErrors.accountNotFound);
    // The outbox would hold it back (prepareApplicantMail): say so rather than claim it was sent.
    if ((await findApplicant(tx, user.id))?.withdrawnAt) throw appError(adminErrors.resendWithdrawn);
    await senders[type](app, tx, user);
    await insertAudit(tx, { actorId, action: 'EMAIL_RESENT', subject: email, details: { emailType: type } });
  });
  return { message: 'Email sent successfully' };
}
