import type { EmailType } from '@intake/contracts';
import { adminErrors } from '@intake/contracts/errors/admin';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { appError } from '../../lib/app-error.ts';
import { formatSchoolDate, formatSchoolTime } from '../../lib/school-time.ts';
import { mailAdmissionOffer, mailSendToCommunity } from '../admissions/admissions.service.ts';
import { findApplicant } from '../applicants/applicants.repository.ts';
import { mailPasswordReset, sendCreatePasswordMail } from '../auth/auth.service.ts';
import { voidUnusedLinkTokens } from '../auth/link-tokens.repository.ts';
import { findUserByEmail } from '../auth/users.repository.ts';
import { findInfoSession } from '../info-sessions/info-sessions.repository.ts';
import { mailSessionInvitation } from '../info-sessions/info-sessions.service.ts';
import { mailInvitation } from '../interviews/interview-invitations.service.ts';
import { findLatestInterview } from '../interviews/interviews.repository.ts';
import { insertAudit } from './admin.repository.ts';

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
    const interview = await findLatestInterview(tx, user.id);
    const invited = ['INVITED_FOR_INTERVIEW', 'ACCEPTED_INTERVIEW'].includes(
      applicant?.applicationStatus ?? '',
    );
    if (!invited || !interview || interview.scheduledAt.getTime() <= Date.now()) {
      throw appError(adminErrors.resendNoInterview);
    }
    await mailInvitation(app, tx, user, {
      ...interview,
      date: formatSchoolDate(interview.scheduledAt, app.config.timeZone),
      time: formatSchoolTime(interview.scheduledAt, app.config.timeZone),
    });
  },
  async infoSessionMessage(app, tx, user) {
    const applicant = await findApplicant(tx, user.id);
    const session = applicant?.infoSessionId ? await findInfoSession(tx, applicant.infoSessionId) : undefined;
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
