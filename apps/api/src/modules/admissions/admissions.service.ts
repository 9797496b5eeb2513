import { offerNeedsTuitionFee } from '@intake/contracts';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { renderAdmissionOfferMail } from '../../mail/templates/admission-offer.ts';
import { renderSendToCommunityMail } from '../../mail/templates/send-to-community.ts';
import {
  findApplicantByEmail,
  findApplicantCohort,
  insertActivity,
  lockApplicant,
} from '../applicants/applicants.repository.ts';
import { moveApplication, moveNative } from '../applicants/application-status.service.ts';
import { markLinkTokenUsed, voidUnusedLinkTokens } from '../auth/link-tokens.repository.ts';
import { issueLinkToken, readLinkToken } from '../auth/link-tokens.service.ts';
import { queueMail } from '../mail/mail.service.ts';

export type Decision = 'Offer Admission' | 'Send to Community' | 'send' | 'Not Sure';

const refusal = 'A decision can be made once the interview is done.';

type Recipient = { id: string; email: string; firstName: string };

/** Mails the offer with fresh accept and decline links; earlier offer links stop working. */
export async function mailAdmissionOffer(app: FastifyInstance, tx: Executor, user: Recipient) {
  await voidUnusedLinkTokens(tx, user.id, ['admission-offer']);
  const token = await issueLinkToken(tx, user.id, 'admission-offer', app.config.offerLinkSeconds);
  await queueMail(tx, {
    kind: 'admission-offer',
    to: user.email,
    userId: user.id,
    rendered: renderAdmissionOfferMail({
      firstName: user.firstName,
      acceptLink: `${app.config.publicUrl}/api/applicant/acceptAdmissionOffer/${token}`,
      declineLink: `${app.config.publicUrl}/api/applicant/declineAdmissionOffer/${token}`,
      validDays: app.config.offerLinkDays,
    }),
  });
}

export async function mailSendToCommunity(app: FastifyInstance, tx: Executor, user: Recipient) {
  await queueMail(tx, {
    kind: 'send-to-community',
    to: user.email,
    userId: user.id,
    rendered: renderSendToCommunityMail({ firstName: user.firstName, mainSiteUrl: app.config.mainSiteUrl }),
  });
}

/**
 * An offer leads to a payment plan priced from the cohort's fee: without a fee the learner would
 * pay, enrol and then be stuck at the plan, so staff are told before the applicant hears anything.
 */
async function assertCohortHasFee(db: Executor, applicantId: string) {
  const cohort = await findApplicantCohort(db, applicantId);
  if (cohort?.tuitionFee === null || cohort?.tuitionFee === undefined) {
    throw conflict(offerNeedsTuitionFee(cohort?.name), 'NO_TUITION_FEE');
  }
}

/** The elder's decision: an offer with its e-mail, the community e-mail, or a note that they are unsure. */
export async function sendDecision(app: FastifyInstance, email: string, decision: Decision, actorId: string) {
  await app.db.transaction(async (tx) => {
    const found = await findApplicantByEmail(tx, email);
    if (!found) throw notFound('No applicant has this e-mail address.');
    const { user } = found;
    if (decision === 'Not Sure') {
      await insertActivity(tx, { applicantId: user.id, actorId, action: 'DECISION_NOT_SURE' });
      return;
    }
    if (decision === 'Offer Admission') {
      await assertCohortHasFee(tx, user.id);
      await moveApplication(tx, user.id, {
        to: 'OFFERED_ADMISSION',
        action: 'ADMISSION_OFFERED',
        actorId,
        refusal,
      });
      await mailAdmissionOffer(app, tx, user);
      return;
    }
    await moveApplication(tx, user.id, {
      to: 'ADMISSION_REJECTED',
      action: 'SENT_TO_COMMUNITY',
      actorId,
      refusal,
    });
    await mailSendToCommunity(app, tx, user);
  });
  return { message: `Decision recorded: ${decision === 'send' ? 'Send to Community' : decision}` };
}

/** The accept or decline link of the offer e-mail; answers the outcome page to send the browser to. */
export async function answerOffer(app: FastifyInstance, token: string, accept: boolean): Promise<string> {
  const link = await readLinkToken(app.db, token, 'admission-offer');
  if (!link) return '/error/link';
  if (link.used) return '/admission/already_decided';
  if (link.expired) return '/admission/offer_expired';
  return app.db.transaction(async (tx) => {
    const applicant = await lockApplicant(tx, link.userId);
    if (applicant?.applicationStatus !== 'OFFERED_ADMISSION') return '/admission/already_decided';
    if (!(await markLinkTokenUsed(tx, link.id))) return '/admission/already_decided';
    if (accept) {
      await moveNative(tx, link.userId, {
        to: 'ACCEPTED_ADMISSION',
        alsoSet: { applicationStatus: 'ACCEPTED_ADMISSION' },
        action: 'ADMISSION_ACCEPTED',
        actorId: link.userId,
        refusal: 'This offer can no longer be answered.',
      });
      return '/admission/accepted_offer';
    }
    await moveApplication(tx, link.userId, {
      to: 'DECLINED_ADMISSION',
      action: 'ADMISSION_DECLINED',
      actorId: link.userId,
      refusal: 'This offer can no longer be answered.',
    });
    return '/admission/offer_declined';
  });
}
