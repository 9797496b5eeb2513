import { messages, type SelfInviteParams } from '@intake/contracts';
import { infoSessionInviteMailCopy } from '@intake/contracts/copy/email-info-sessions';
import { infoSessionErrors } from '@intake/contracts/errors/info-sessions';
import { findApplicant } from '../../core/applicants.repository.ts';
import { findUserByEmail } from '../../core/users.repository.ts';
import { appError } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { createOpaqueToken, hashToken } from '../../lib/tokens.ts';
import { insertGuestJoinToken, upsertInfoSessionGuest } from './info-session-guests.repository.ts';
import { findInfoSession } from './info-sessions.repository.ts';
import { chooseSession, joinLinkTtlSeconds, queueSessionInvitation } from './info-sessions.service.ts';

/** One answer whoever the e-mail belongs to, so the form never tells whether it has an account. */
const sent = { message: messages.selfInviteSent };

/**
 * A visitor books a session by e-mail. An applicant account is booked as the dashboard does
 * (selectInfoSession); anyone else becomes a guest of the session with a join link of their own.
 * Either way the ticket mail carries the .ics and a join link that resolves like the dashboard's.
 */
export async function selfInvite(
  deps: ServiceDeps<'db' | 'config'>,
  params: SelfInviteParams,
  honeypot: string | undefined,
) {
  const session = await findInfoSession(deps.db, params.infoSessionId);
  if (!session || session.startsAt.getTime() <= Date.now()) throw appError(infoSessionErrors.sessionExpired);
  // A filled honeypot is a bot: it is told the invite went through, and nothing is kept or sent.
  if (honeypot) return sent;

  const user = await findUserByEmail(deps.db, params.email);
  const applicant = user?.role === 'APPLICANT' ? await findApplicant(deps.db, user.id) : undefined;
  if (user && applicant) {
    await chooseSession(deps, user.id, session.id);
    return sent;
  }

  await deps.db.transaction(async (tx) => {
    const guestId = await upsertInfoSessionGuest(tx, params.email, session.id);
    const token = createOpaqueToken();
    await insertGuestJoinToken(tx, {
      tokenHash: hashToken(token),
      guestId,
      ttlSeconds: joinLinkTtlSeconds(session),
    });
    await queueSessionInvitation(
      deps,
      tx,
      { to: params.email, firstName: infoSessionInviteMailCopy.guestName, uidKey: `guest-${guestId}` },
      session,
      token,
    );
  });
  return sent;
}
