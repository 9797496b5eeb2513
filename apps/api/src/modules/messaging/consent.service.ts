import { randomUUID } from 'node:crypto';
import { messageConsentCopy, shortMessageCopy } from '@intake/contracts/copy/messaging';
import { messageConsentErrors } from '@intake/contracts/errors/messaging';
import {
  type MessageConsentInput,
  type MessageConsents,
  PHONE_CODE_KIND,
  PHONE_CODE_PER_HOUR,
  type PhoneCodeSent,
  phoneChannels,
  smsUnits,
} from '@intake/contracts/messaging';
import {
  ONE_TIME_CODE_MINUTES,
  ONE_TIME_CODE_RESEND_SECONDS,
  ONE_TIME_CODE_TRIES,
} from '@intake/contracts/one-time-code';
import { toE164Phone } from '@intake/contracts/phone';
import type { Executor } from '../../db/client.ts';
import { appError } from '../../lib/app-error.ts';
import { newOneTimeCode, oneTimeCodeHash, sameOneTimeCodeHash } from '../../lib/one-time-code.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { getSchool } from '../settings/settings.service.ts';
import {
  codesSentSince,
  countWrongTry,
  findLatestCode,
  findPhoneOnFile,
  insertPhoneCode,
  isPhoneConfirmed,
  lockPersonChannels,
  markPhoneConfirmed,
  skipPendingFor,
} from './consent.repository.ts';
import { insertOutboxRows, latestConsents } from './messaging.repository.ts';
import { recordConsent } from './messaging.service.ts';

const MINUTE_MS = 60_000;
const RESEND_AFTER_MS = ONE_TIME_CODE_RESEND_SECONDS * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** Bound to the person and the number. */
const hashCode = (secret: Uint8Array, userId: string, phone: string, code: string) =>
  oneTimeCodeHash(secret, 'phone-code', `${userId}\n${phone}`, code);

async function personPhone(db: Executor, userId: string) {
  const person = await findPhoneOnFile(db, userId);
  const phone = person ? toE164Phone(person.phone, person.dialCode) : '';
  return { phone: phone || null, raw: person ?? { phone: '', dialCode: '' } };
}

/**
 * The phone channels the school sends on. SMS always: production refuses to start without its
 * provider. WhatsApp only with its provider, or outside production, where it goes to files.
 */
const offeredChannels = (config: ServiceDeps<'config'>['config']) =>
  phoneChannels.filter(
    (channel) => channel === 'sms' || config.messaging.whatsapp !== 'none' || config.env !== 'production',
  );

/** The applicant's channels as the panel shows them: each answer counts only for the number on file. */
export async function getMyMessageConsents(
  deps: ServiceDeps<'config' | 'db'>,
  userId: string,
): Promise<MessageConsents> {
  const db = deps.db;
  const [{ phone }, consents, school] = await Promise.all([
    personPhone(db, userId),
    latestConsents(db, [userId]),
    getSchool(db),
  ]);
  const phoneConfirmed = phone ? await isPhoneConfirmed(db, userId, phone) : false;
  return {
    phone,
    phoneConfirmed,
    timeZone: deps.config.timeZone,
    channels: offeredChannels(deps.config).map((channel) => {
      const latest = consents.find((c) => c.channel === channel);
      const accepted = Boolean(latest?.accepted && latest.phone === phone);
      return {
        channel,
        accepted,
        recordedAt: latest?.recordedAt.toISOString() ?? null,
        answeredFor: latest?.phone ?? null,
        wording:
          accepted && latest ? latest.wording : messageConsentCopy.wording(channel, school.identity.name),
      };
    }),
  };
}

/**
 * Sends a one-time code by SMS to the phone on file (issue 25.2): one a minute, five an hour. A new
 * code replaces the last; only its hash is kept. It goes without consent (the applicant asked for
 * it now) and by SMS only, never as e-mail.
 */
export async function sendPhoneCode(
  deps: ServiceDeps<'config' | 'db'>,
  userId: string,
): Promise<PhoneCodeSent> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ONE_TIME_CODE_MINUTES * MINUTE_MS);
  const school = (await getSchool(deps.db)).identity.name;
  return deps.db.transaction(async (tx) => {
    await lockPersonChannels(tx, userId);
    const { phone } = await personPhone(tx, userId);
    if (!phone) throw appError(messageConsentErrors.noPhone);
    const { sent, lastSentAt } = await codesSentSince(tx, userId, new Date(now.getTime() - HOUR_MS));
    if (lastSentAt && now.getTime() - lastSentAt.getTime() < RESEND_AFTER_MS)
      throw appError(messageConsentErrors.codeTooSoon);
    if (sent >= PHONE_CODE_PER_HOUR) throw appError(messageConsentErrors.codeHourLimit);
    const code = newOneTimeCode();
    await insertPhoneCode(tx, {
      userId,
      phone,
      codeHash: hashCode(deps.config.jwtSecret, userId, phone, code),
      sentAt: now,
      expiresAt,
    });
    const text = `${messageConsentCopy.phoneCode(school, code, ONE_TIME_CODE_MINUTES)} ${shortMessageCopy.stopLine}`;
    await insertOutboxRows(tx, [
      {
        kind: PHONE_CODE_KIND,
        userId,
        channel: 'sms',
        toAddress: phone,
        subject: '',
        html: '',
        text,
        attachments: null,
        messageId: randomUUID(),
        actionUrl: null,
        units: smsUnits(text).units,
        status: 'pending',
        lastError: null,
      },
    ]);
    return { phone, expiresAt: expiresAt.toISOString() };
  });
}

type CodeCheck = 'confirmed' | 'wrong' | 'expired' | 'tries-used' | 'not-sent';

/**
 * Confirms the number on file with the newest code sent to it: five tries, ten minutes. A wrong
 * try is counted (committed) before the error is answered. Confirming twice answers the same.
 */
export async function confirmPhoneCode(deps: ServiceDeps<'config' | 'db'>, userId: string, code: string) {
  const now = new Date();
  const outcome = await deps.db.transaction(async (tx): Promise<{ check: CodeCheck; triesLeft?: number }> => {
    await lockPersonChannels(tx, userId);
    const { phone } = await personPhone(tx, userId);
    if (!phone) throw appError(messageConsentErrors.noPhone);
    const latest = await findLatestCode(tx, userId, phone);
    if (!latest) return { check: 'not-sent' };
    if (latest.confirmedAt) return { check: 'confirmed' };
    if (latest.tries >= ONE_TIME_CODE_TRIES) return { check: 'tries-used' };
    if (latest.expiresAt <= now) return { check: 'expired' };
    if (!sameOneTimeCodeHash(latest.codeHash, hashCode(deps.config.jwtSecret, userId, phone, code))) {
      const tries = await countWrongTry(tx, latest.id);
      return { check: 'wrong', triesLeft: Math.max(0, ONE_TIME_CODE_TRIES - tries) };
    }
    await markPhoneConfirmed(tx, latest.id, now);
    return { check: 'confirmed' };
  });
  if (outcome.check === 'not-sent') throw appError(messageConsentErrors.codeNotSent);
  if (outcome.check === 'tries-used') throw appError(messageConsentErrors.codeTriesUsed);
  if (outcome.check === 'expired') throw appError(messageConsentErrors.codeExpired);
  if (outcome.check === 'wrong')
    throw appError(messageConsentErrors.codeWrong, { triesLeft: outcome.triesLeft });
  return getMyMessageConsents(deps, userId);
}

/**
 * Accepts or withdraws SMS or WhatsApp (issue 25.2). Accepting needs the number confirmed and
 * records the words shown; withdrawing takes effect at once, holding back what still waits. An
 * answer that changes nothing (a double click) writes nothing.
 */
export async function answerMessageConsent(
  deps: ServiceDeps<'config' | 'db'>,
  userId: string,
  answer: MessageConsentInput,
) {
  if (answer.accepted && !offeredChannels(deps.config).includes(answer.channel))
    throw appError(messageConsentErrors.channelNotOffered);
  const school = (await getSchool(deps.db)).identity.name;
  await deps.db.transaction(async (tx) => {
    await lockPersonChannels(tx, userId);
    const { phone, raw } = await personPhone(tx, userId);
    const latest = (await latestConsents(tx, [userId])).find((c) => c.channel === answer.channel);
    const acceptedNow = Boolean(latest?.accepted && latest.phone === phone);
    if (acceptedNow === answer.accepted) return;
    if (!phone) throw appError(messageConsentErrors.noPhone);
    if (answer.accepted && !(await isPhoneConfirmed(tx, userId, phone)))
      throw appError(messageConsentErrors.phoneNotConfirmed);
    await recordConsent(tx, { userId, ...raw }, answer, school);
    if (!answer.accepted) await skipPendingFor(tx, userId, answer.channel, 'recipient withdrew consent');
  });
  return getMyMessageConsents(deps, userId);
}
