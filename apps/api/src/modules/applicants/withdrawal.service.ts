import { messages, WITHDRAW_LINK_TTL_SECONDS, type WithdrawChoice } from '@intake/contracts';
import { applicantErrors } from '@intake/contracts/errors/applicants';
import { pagePath, paths } from '@intake/contracts/pages';
import { isReminderMailKind } from '@intake/contracts/reminders';
import { insertActivity } from '../../core/activity-log.repository.ts';
import { findMailingStates, lockApplicant, updateApplicant } from '../../core/applicants.repository.ts';
import { voidAllUnusedLinkTokens } from '../../core/link-tokens.repository.ts';
import { consumeLinkToken, issueLinkTokens } from '../../core/link-tokens.service.ts';
import { revokeUserSessions } from '../../core/sessions.repository.ts';
import { findAdminEmails, findUserData } from '../../core/users.repository.ts';
import { appError } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import {
  renderApplicantMessageMail,
  renderApplicationWithdrawnMail,
} from '../../mail/templates/applicant-message.ts';
import { appendWithdrawLink } from '../../mail/templates/layout.ts';
import { queueMail, queueMails } from '../mail/mail.service.ts';
import type { OutboxMail } from '../mail/mail.worker.ts';

/** Mail an unsubscribed applicant does not need to finish the application (issue 7); step reminders too (23.3). */
const OPTIONAL_KINDS = new Set(['info-session-reminder']);
const isOptional = (kind: string) => OPTIONAL_KINDS.has(kind) || isReminderMailKind(kind);
/** Once withdrawn, an applicant hears only that the withdrawal is done. */
const AFTER_WITHDRAWAL_KINDS = new Set(['application-withdrawn']);

/**
 * Readies a batch of outbox mail just before it is sent: drops what the recipient opted out of
 * (checked now, so mail queued before they unsubscribed is held back too) and gives every
 * e-mail to an applicant a fresh single-use withdraw / unsubscribe link.
 */
export async function prepareApplicantMail(deps: ServiceDeps<'config' | 'db'>, batch: OutboxMail[]) {
  const userIds = [...new Set(batch.flatMap((mail) => (mail.userId ? [mail.userId] : [])))];
  const states = new Map((await findMailingStates(deps.db, userIds)).map((state) => [state.userId, state]));
  const send: OutboxMail[] = [];
  const skipped: OutboxMail[] = [];
  const linked: OutboxMail[] = [];
  for (const mail of batch) {
    const state = mail.userId ? states.get(mail.userId) : undefined;
    if (!state) send.push(mail);
    else if (state.withdrawnAt) (AFTER_WITHDRAWAL_KINDS.has(mail.kind) ? send : skipped).push(mail);
    else if (state.unsubscribedAt && isOptional(mail.kind)) skipped.push(mail);
    // A short SMS or WhatsApp text carries one link; its own way out is a STOP reply.
    else if (mail.channel !== 'email') send.push(mail);
    else linked.push(mail);
  }
  const tokens = await issueLinkTokens(
    deps.db,
    linked.map((mail) => mail.userId as string),
    'withdraw',
    WITHDRAW_LINK_TTL_SECONDS,
  );
  linked.forEach((mail, i) => {
    const url = `${deps.config.publicUrl}${pagePath(paths.withdraw, { user: tokens[i] as string })}`;
    send.push({ ...mail, ...appendWithdrawLink(mail, url) });
  });
  return { send, skipped };
}

/**
 * POST /api/applicant/withdrawApplication/mail/{token}: the token of the e-mailed link names the
 * applicant and works once. Unsubscribing stops optional mail; withdrawing closes the application
 * and ends their sessions; anything else reaches the admins.
 */
export async function withdrawApplication(
  deps: ServiceDeps<'db' | 'spreadChanges'>,
  token: string,
  reason: { choice: WithdrawChoice; because: string },
) {
  await deps.db.transaction(async (tx) => {
    const { userId } = await consumeLinkToken(tx, token, ['withdraw']);
    const applicant = await lockApplicant(tx, userId);
    const user = await findUserData(tx, userId);
    if (!applicant || !user) throw appError(applicantErrors.withdrawalLinkInvalid);
    const details = { reason: `I want to ${reason.choice} because ${reason.because}` };
    if (reason.choice === 'Unsubscribe for your Emails') {
      if (!applicant.unsubscribedAt) await updateApplicant(tx, userId, { unsubscribedAt: new Date() });
      await insertActivity(tx, { applicantId: userId, actorId: userId, action: 'UNSUBSCRIBED', details });
      return;
    }
    if (reason.choice === 'Withdraw my Application') {
      if (applicant.withdrawnAt) return;
      await updateApplicant(tx, userId, { withdrawnAt: new Date(), unsubscribedAt: new Date() });
      await insertActivity(tx, {
        applicantId: userId,
        actorId: userId,
        action: 'APPLICATION_WITHDRAWN',
        details,
      });
      // Every link they were sent dies with the application: create password, offers, interviews…
      await voidAllUnusedLinkTokens(tx, userId);
      await revokeUserSessions(tx, userId);
      await queueMail(tx, {
        kind: 'application-withdrawn',
        to: user.email,
        userId,
        rendered: renderApplicationWithdrawnMail({ firstName: user.firstName }),
      });
      return;
    }
    await insertActivity(tx, { applicantId: userId, actorId: userId, action: 'APPLICANT_MESSAGE', details });
    const rendered = renderApplicantMessageMail({ ...user, message: reason.because });
    await queueMails(
      tx,
      (await findAdminEmails(tx)).map((to) => ({ kind: 'applicant-message', to, rendered })),
    );
  });
  await deps.spreadChanges();
  return { message: messages.withdrawalProcessed };
}
