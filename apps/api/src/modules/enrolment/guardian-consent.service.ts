import { randomUUID } from 'node:crypto';
import { AGREEMENT_TERMS, agreementTermsFor, LOAN_INTEREST_PERCENT, LOAN_MAX_NAIRA } from '@intake/contracts';
import { guardianConsentCopy } from '@intake/contracts/copy/guardian-consent';
import { enrolmentErrors } from '@intake/contracts/errors/enrolment';
import { guardianConsentErrors as errors } from '@intake/contracts/errors/guardian-consent';
import {
  GUARDIAN_CODES_PER_LINK,
  GUARDIAN_LINK_DAYS,
  type GuardianContact,
  type GuardianPage,
  type GuardianSignature,
  type GuardianSignInput,
  type MyGuardianConsent,
} from '@intake/contracts/guardian-consent';
import { smsUnits } from '@intake/contracts/messaging';
import {
  ONE_TIME_CODE_MINUTES,
  ONE_TIME_CODE_RESEND_SECONDS,
  ONE_TIME_CODE_TRIES,
} from '@intake/contracts/one-time-code';
import { pagePath, paths } from '@intake/contracts/pages';
import { toE164Phone } from '@intake/contracts/phone';
import type { Executor } from '../../db/client.ts';
import { appError, notFound } from '../../lib/app-error.ts';
import { newOneTimeCode, oneTimeCodeHash, sameOneTimeCodeHash } from '../../lib/one-time-code.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { createOpaqueToken, hashToken } from '../../lib/tokens.ts';
import {
  renderGuardianAnswerMail,
  renderGuardianRequestMail,
} from '../../mail/templates/guardian-consent.ts';
import { queueMail } from '../mail/mail.service.ts';
import { writeOutboxRows } from '../messaging/messaging.service.ts';
import { getSchool } from '../settings/settings.service.ts';
import { recordSignature } from './agreement-steps.service.ts';
import { findLearner } from './enrolment.repository.ts';
import { lockLearner, refuseUnlessOpen } from './enrolment.service.ts';
import {
  countCodeTry,
  findAnsweredConsents,
  findByLinkHash,
  findLatestConsent,
  findLearnerContacts,
  type GuardianConsentRow,
  insertGuardianConsent,
  markPhoneVerified,
  recordAnswer,
  replaceWaiting,
  saveCode,
} from './guardian-consent.repository.ts';

/** Issue 25.7, decision 0092: an under-18 learner's loan agreement waits for a guardian's consent. */
type Deps = ServiceDeps<'db' | 'config'>;

const phoneEnding = (phone: string) => phone.slice(-4);
/** Bound to the guardian's consent row (and so to the number the learner gave). */
const codeHashOf = (secret: Uint8Array, consentId: string, code: string) =>
  oneTimeCodeHash(secret, 'guardian-code', consentId, code);

/**
 * A text to a number the learner gave for this one purpose: not routed and not held for consent
 * (no user to hold it for, so the worker sends it as it is), and without an opt-out line.
 */
const smsRow = (kind: string, to: string, text: string, link: string | null) => ({
  kind,
  userId: null,
  channel: 'sms' as const,
  toAddress: to,
  subject: '',
  html: '',
  text,
  attachments: null,
  messageId: randomUUID(),
  actionUrl: link,
  units: smsUnits(text).units,
  status: 'pending' as const,
  lastError: null,
});

/** The guardian as the learner named them, the phone in E.164. */
export interface Guardian {
  name: string;
  phone: string;
  email: string | null;
}

/** The guardian the form names; a phone that is no number of its country code is refused. */
export function guardianOf(contact: GuardianContact): Guardian {
  const phone = toE164Phone(contact.guardianPhone, contact.guardianDialCode);
  if (!phone) throw appError(errors.phoneInvalid);
  return { name: contact.guardianName, phone, email: contact.guardianEmail || null };
}

/**
 * A learner cannot be their own guardian: the guardian's phone may be neither the learner's own
 * (on their profile or any number they confirmed with a code) nor their e-mail. Phones compare as
 * E.164, e-mails without regard to case.
 */
async function refuseLearnerAsGuardian(tx: Executor, learnerId: string, guardian: Guardian) {
  const learner = await findLearnerContacts(tx, learnerId);
  if (!learner) return;
  const ownPhones = new Set(
    [learner.phoneE164, toE164Phone(learner.phone, learner.dialCode), ...learner.confirmedPhones].filter(
      (phone): phone is string => Boolean(phone),
    ),
  );
  const sameEmail =
    guardian.email !== null && guardian.email.trim().toLowerCase() === learner.email.trim().toLowerCase();
  if (ownPhones.has(guardian.phone) || sameEmail) throw appError(errors.guardianIsLearner);
}

/**
 * Records the learner's signature as waiting for the guardian and sends the guardian their link,
 * by SMS and (when given) e-mail. A waiting request for the same guardian answers as the first did;
 * any other waiting request is replaced, its link void.
 */
export async function askGuardian(
  deps: Deps,
  tx: Executor,
  learnerId: string,
  learnerName: string,
  guardian: Guardian,
  learnerSignedAt?: Date,
) {
  const { phone, email } = guardian;
  await refuseLearnerAsGuardian(tx, learnerId, guardian);
  const waiting = await findLatestConsent(tx, learnerId);
  if (
    waiting?.state === 'waiting' &&
    !learnerSignedAt &&
    waiting.guardianName === guardian.name &&
    waiting.phone === phone &&
    waiting.email === email
  ) {
    return;
  }
  await replaceWaiting(tx, learnerId);
  const token = createOpaqueToken();
  await insertGuardianConsent(tx, {
    applicantId: learnerId,
    linkHash: hashToken(token),
    linkDays: GUARDIAN_LINK_DAYS,
    learnerName,
    ...(learnerSignedAt ? { learnerSignedAt } : {}),
    termsVersion: AGREEMENT_TERMS.loan.version,
    guardianName: guardian.name,
    phone,
    email,
  });
  const link = `${deps.config.publicUrl}${pagePath(paths.guardianConsent, { token })}`;
  const school = await getSchool(tx);
  await writeOutboxRows(tx, [
    smsRow(
      'guardian-consent-request',
      phone,
      guardianConsentCopy.sms.request(school.identity.name, learnerName, link),
      link,
    ),
  ]);
  if (email) {
    await queueMail(tx, {
      kind: 'guardian-consent-request',
      to: email,
      rendered: renderGuardianRequestMail({
        guardianName: guardian.name,
        learnerName,
        linkDays: GUARDIAN_LINK_DAYS,
        link,
      }),
    });
  }
}

const myView = (row: GuardianConsentRow | undefined): MyGuardianConsent => ({
  consent: row
    ? {
        state: row.state,
        guardianName: row.guardianName,
        phoneEnding: phoneEnding(row.phone),
        email: row.email,
        learnerSignedAt: row.learnerSignedAt.toISOString(),
        decidedAt: row.decidedAt?.toISOString() ?? null,
        declineReason: row.declineReason,
      }
    : null,
});

export const myGuardianConsent = async (deps: ServiceDeps<'db'>, learnerId: string) =>
  myView(await findLatestConsent(deps.db, learnerId));

/** A new link for the waiting guardian: the old one stops working. */
export async function resendGuardianLink(deps: Deps, learnerId: string) {
  await deps.db.transaction(async (tx) => {
    await lockLearner(tx, learnerId);
    const waiting = await findLatestConsent(tx, learnerId);
    if (waiting?.state !== 'waiting') throw appError(errors.notWaiting);
    await askGuardian(
      deps,
      tx,
      learnerId,
      waiting.learnerName,
      { name: waiting.guardianName, phone: waiting.phone, email: waiting.email },
      waiting.learnerSignedAt,
    );
  });
  return myGuardianConsent(deps, learnerId);
}

/** Another guardian, instead of the one waiting or after one declined; the learner's signature stands. */
export async function changeGuardian(deps: Deps, learnerId: string, contact: GuardianContact) {
  const guardian = guardianOf(contact);
  await deps.db.transaction(async (tx) => {
    const applicant = await lockLearner(tx, learnerId);
    refuseUnlessOpen(applicant, 'loan', enrolmentErrors.loanAgreementClosed);
    const latest = await findLatestConsent(tx, learnerId);
    if (!latest || latest.state === 'signed') throw appError(errors.notWaiting);
    await askGuardian(deps, tx, learnerId, latest.learnerName, guardian, latest.learnerSignedAt);
  });
  return myGuardianConsent(deps, learnerId);
}

/** The request a link opens, refused when unknown, replaced, answered or expired. */
async function openLink(db: Executor, token: string) {
  const found = await findByLinkHash(db, hashToken(token));
  if (!found || found.consent.state === 'replaced') throw appError(errors.linkInvalid);
  if (found.consent.state !== 'waiting') throw appError(errors.alreadyAnswered);
  if (found.linkExpired) throw appError(errors.linkExpired);
  return found;
}

function pageOf(row: GuardianConsentRow, legalName: string): GuardianPage {
  const confirmed = row.phoneVerifiedAt !== null;
  const terms = agreementTermsFor('loan', legalName);
  return {
    step:
      row.state === 'signed'
        ? 'signed'
        : row.state === 'declined'
          ? 'declined'
          : confirmed
            ? 'sign'
            : 'confirm-phone',
    learnerName: row.learnerName,
    guardianName: row.guardianName,
    phoneEnding: phoneEnding(row.phone),
    codeSentAt: row.codeSentAt?.toISOString() ?? null,
    agreement:
      confirmed && row.state === 'waiting'
        ? {
            title: terms.title,
            termsVersion: row.termsVersion,
            paragraphs: [...terms.paragraphs],
            loanMaxNaira: LOAN_MAX_NAIRA,
            interestPercent: LOAN_INTEREST_PERCENT,
            learnerSignedAt: row.learnerSignedAt.toISOString(),
          }
        : null,
  };
}

const legalNameOf = async (db: Executor) => (await getSchool(db)).identity.legalName;

/** What the guardian's page shows; reading changes nothing. */
export async function readGuardianPage(deps: ServiceDeps<'db'>, token: string) {
  const { consent } = await openLink(deps.db, token);
  return pageOf(consent, await legalNameOf(deps.db));
}

/** Texts a 6-digit code to the number the learner gave: at most one a minute, five per link. */
export async function sendGuardianCode(deps: Deps, token: string) {
  return deps.db.transaction(async (tx) => {
    const { consent, codeSentSecondsAgo } = await openLink(tx, token);
    if (consent.codesSent >= GUARDIAN_CODES_PER_LINK) throw appError(errors.tooManyCodes);
    if (codeSentSecondsAgo !== null && codeSentSecondsAgo < ONE_TIME_CODE_RESEND_SECONDS) {
      throw appError(errors.codeTooSoon);
    }
    const code = newOneTimeCode();
    const saved = await saveCode(
      tx,
      consent.id,
      codeHashOf(deps.config.jwtSecret, consent.id, code),
      ONE_TIME_CODE_MINUTES,
      GUARDIAN_CODES_PER_LINK,
    );
    if (!saved) throw appError(errors.tooManyCodes);
    const school = await getSchool(tx);
    await writeOutboxRows(tx, [
      smsRow(
        'guardian-consent-code',
        consent.phone,
        guardianConsentCopy.sms.code(school.identity.name, code),
        null,
      ),
    ]);
    const { consent: sent } = await openLink(tx, token);
    return pageOf(sent, school.identity.legalName);
  });
}

/**
 * Confirms the phone with the texted code. A wrong code counts against the five tries in its own
 * transaction, so that the refusal cannot undo the count.
 */
export async function confirmGuardianPhone(deps: Deps, token: string, code: string) {
  const outcome = await deps.db.transaction(async (tx) => {
    const { consent, codeExpired } = await openLink(tx, token);
    if (consent.phoneVerifiedAt) return { consent };
    if (consent.codeTries >= ONE_TIME_CODE_TRIES) return { refusal: errors.tooManyTries };
    if (!consent.codeHash || codeExpired) return { refusal: errors.codeExpired };
    if (!sameOneTimeCodeHash(consent.codeHash, codeHashOf(deps.config.jwtSecret, consent.id, code))) {
      if (!(await countCodeTry(tx, consent.id, ONE_TIME_CODE_TRIES))) return { refusal: errors.tooManyTries };
      return { refusal: errors.codeWrong };
    }
    await markPhoneVerified(tx, consent.id);
    return { consent: (await openLink(tx, token)).consent };
  });
  if (outcome.refusal) throw appError(outcome.refusal);
  return pageOf(outcome.consent as GuardianConsentRow, await legalNameOf(deps.db));
}

export interface SigningContext {
  ipAddress: string;
  userAgent: string;
}

/**
 * The guardian signs: recorded with the verified number, the time, where from and the terms'
 * version; the learner's loan step then completes through the transition table as a signature
 * without a guardian does, and the learner is told.
 */
export async function signAsGuardian(
  deps: Deps,
  token: string,
  input: GuardianSignInput,
  context: SigningContext,
) {
  return answerAsGuardian(deps, token, context, {
    state: 'signed',
    relationship: input.relationship,
    relationshipOther: input.relationship === 'other' ? input.relationshipOther : null,
    signedName: input.fullName,
    declineReason: null,
  });
}

/** The guardian declines: recorded, and the learner is told (they may name another guardian). */
export async function declineAsGuardian(deps: Deps, token: string, reason: string, context: SigningContext) {
  return answerAsGuardian(deps, token, context, {
    state: 'declined',
    relationship: null,
    relationshipOther: null,
    signedName: null,
    declineReason: reason || null,
  });
}

async function answerAsGuardian(
  deps: Deps,
  token: string,
  context: SigningContext,
  answer: Pick<GuardianConsentRow, 'relationship' | 'relationshipOther' | 'signedName' | 'declineReason'> & {
    state: 'signed' | 'declined';
  },
) {
  return deps.db.transaction(async (tx) => {
    const { consent } = await openLink(tx, token);
    if (!consent.phoneVerifiedAt) throw appError(errors.phoneNotConfirmed);
    const applicant = await lockLearner(tx, consent.applicantId);
    if (answer.state === 'signed') refuseUnlessOpen(applicant, 'loan', enrolmentErrors.loanAgreementClosed);
    const answered = await recordAnswer(tx, consent.id, {
      ...answer,
      ipAddress: context.ipAddress,
      userAgent: context.userAgent.slice(0, 500),
    });
    // Another request answered (or a resend replaced) it while this one waited for the lock.
    if (!answered) throw appError(errors.alreadyAnswered);
    if (answer.state === 'signed') {
      await recordSignature(tx, applicant, 'loan', {
        signerName: consent.learnerName,
        parentName: answer.signedName ?? consent.guardianName,
        actorId: consent.applicantId,
      });
    }
    const learner = await findLearner(tx, consent.applicantId);
    if (!learner) throw notFound();
    await queueMail(tx, {
      kind: answer.state === 'signed' ? 'guardian-consent-signed' : 'guardian-consent-declined',
      to: learner.email,
      userId: consent.applicantId,
      rendered: renderGuardianAnswerMail({
        answer: answer.state,
        firstName: learner.firstName,
        guardianName: answer.signedName ?? consent.guardianName,
        reason: answer.declineReason ?? '',
        dashboardLink: `${deps.config.publicUrl}${paths.dashboard}`,
      }),
    });
    return pageOf(answered, '');
  });
}

/** The guardians' answers, as staff see them on the applicant's profile. */
export async function guardianSignaturesOf(deps: ServiceDeps<'db'>, learnerId: string) {
  const rows = await findAnsweredConsents(deps.db, learnerId);
  const signatures = rows.map(
    (row): GuardianSignature => ({
      state: row.state as 'signed' | 'declined',
      guardianName: row.guardianName,
      signedName: row.signedName,
      relationship: row.relationship,
      relationshipOther: row.relationshipOther,
      verifiedPhone: row.phoneVerifiedAt ? row.phone : null,
      termsVersion: row.termsVersion,
      decidedAt: (row.decidedAt as Date).toISOString(),
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
      declineReason: row.declineReason,
    }),
  );
  return { signatures };
}
