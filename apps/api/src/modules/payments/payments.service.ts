import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import {
  DEFAULT_DECLINE_REASON,
  formatNaira,
  journeyStepOpen,
  journeyTable,
  messages,
  PAYMENT_METHOD_LABELS,
  PAYMENT_PROOF_FORMATS,
  type PaymentInstructions,
  type PaymentProof,
  type PaymentProofRecord,
  type PaymentProofReview,
  type PaymentProofStatus,
  type TuitionSummary,
  toKobo,
} from '@intake/contracts';
import { paymentEmailCopy } from '@intake/contracts/copy/email-payments';
import {
  duplicateProofDeclined,
  duplicateProofFile,
  duplicateProofReference,
} from '@intake/contracts/errors/ledger';
import { paymentErrors, proofFormatErrors } from '@intake/contracts/errors/payments';
import { pagePath, paths, paymentReviewPath } from '@intake/contracts/pages';
import { phoneProblem } from '@intake/contracts/phone';
import { insertActivity } from '../../core/activity-log.repository.ts';
import { lockApplicant } from '../../core/applicants.repository.ts';
import { moveNative } from '../../core/application-status.service.ts';
import { linkInvalid } from '../../core/link-tokens.service.ts';
import { findAdminEmails } from '../../core/users.repository.ts';
import type { Executor } from '../../db/client.ts';
import { appError, badRequest, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { formatSchoolDate } from '../../lib/school-time.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { createOpaqueToken, hashToken } from '../../lib/tokens.ts';
import { renderPaymentConfirmedMail } from '../../mail/templates/payment-confirmed.ts';
import { renderPaymentDeclinedMail } from '../../mail/templates/payment-declined.ts';
import { renderPaymentProofReceivedMail } from '../../mail/templates/payment-proof-received.ts';
import { fileUrlOf, findOwnFile } from '../files/files.service.ts';
import { queueMail, queueMails } from '../mail/mail.service.ts';
import { getPaymentAccount, getSchool } from '../settings/settings.service.ts';
import { isProviderPaymentReference, recordLedgerEntry } from '../tuition/ledger.service.ts';
import { findTuitionOwed } from '../tuition/tuition.service.ts';
import {
  findDeclinedProof,
  findLatestProofRow,
  findPendingProof,
  findProofByTokenHash,
  findProofRow,
  findReusedProof,
  insertPaymentProof,
  listProofRows,
  lockProof,
  lockProofByTokenHash,
  type ProofRow,
  updateProofDecision,
} from './payments.repository.ts';

/** How far back a transaction date may be: older proofs are almost surely a mistyped year. */
const MAX_PROOF_AGE_YEARS = 1;

/** dd-MM-yyyy (the wire) ⇄ yyyy-MM-dd (the database); the same flip works both ways. */
const flipDate = (date: string) => date.split('-').reverse().join('-');

/** The applicant's own uploaded file named by the link, of a format the method allows. */
async function findProofFile(deps: ServiceDeps<'db'>, applicantId: string, proof: PaymentProof) {
  const file = await findOwnFile(deps.db, applicantId, proof.transactionImageLink);
  if (!file) throw appError(paymentErrors.uploadProofFirst);
  if (!PAYMENT_PROOF_FORMATS[proof.paymentMethod].includes(file.format)) {
    throw appError(proofFormatErrors[proof.paymentMethod]);
  }
  return file;
}

/** Refuses a transaction day after today or more than a year before it, on the school's calendar. */
function checkTransactionDate(deps: ServiceDeps<'config'>, transactionDate: string) {
  const day = flipDate(transactionDate);
  const today = flipDate(formatSchoolDate(new Date(), deps.config.timeZone));
  const earliest = `${Number(today.slice(0, 4)) - MAX_PROOF_AGE_YEARS}${today.slice(4)}`;
  if (day > today) throw appError(paymentErrors.transactionDateInFuture);
  if (day < earliest) throw appError(paymentErrors.transactionDateTooOld);
  return day;
}

/**
 * The proof's own fields as "Label: value" lines for the staff e-mail, with the tuition owed
 * before it beside the amount paid (issue 19.7).
 */
function describeProof(proof: PaymentProof, owed: TuitionSummary | null) {
  const { labels, noFeeSet } = paymentEmailCopy.proofReceived;
  const lines: [string, string][] = [
    [labels.method, PAYMENT_METHOD_LABELS[proof.paymentMethod]],
    [labels.amountPaid, formatNaira(proof.amountPaid)],
    [labels.amountDue, owed ? formatNaira(owed.amountDue) : noFeeSet],
    [labels.transactionDate, proof.transactionDate],
    [labels.phoneNumber, proof.phoneNumber],
    [labels.depositorName, proof.depositorName],
    [labels.accountName, proof.depositorAccountName],
    [labels.bank, proof.originatingBankName],
    [labels.depositorEmail, proof.depositorEmail],
  ];
  return lines.filter(([, value]) => value !== '').map(([label, value]) => `${label}: ${value}`);
}

const uploaded = { success: true, message: messages.uploadedSuccessfully };

/**
 * Files an admitted applicant's proof of payment and mails it, attached, to every admin and to
 * finance with a review link and one-click confirm and decline links.
 */
export async function uploadPaymentProof(
  deps: ServiceDeps<'db' | 'config' | 'storage'>,
  applicantId: string,
  proof: PaymentProof,
) {
  const ussdPhoneProblem = proof.paymentMethod === 'ussd' ? phoneProblem(proof.phoneNumber) : undefined;
  if (ussdPhoneProblem) throw badRequest(ussdPhoneProblem);
  const file = await findProofFile(deps, applicantId, proof);
  const transactionDate = checkTransactionDate(deps, proof.transactionDate);
  const content = await buffer(deps.storage.read(file.storageKey));
  const fileSha256 = createHash('sha256').update(content).digest('hex');
  const token = createOpaqueToken();
  try {
    return await deps.db.transaction(async (tx) => {
      // Locked so that two uploads at once queue here and the second finds the first pending.
      const applicant = await lockApplicant(tx, applicantId);
      if (!applicant) throw notFound();
      if (!journeyStepOpen('paymentProof', applicant)) {
        throw appError(
          applicant.nativeState === 'PENDING'
            ? paymentErrors.proofBeforeAdmission
            : paymentErrors.tuitionAlreadyConfirmed,
        );
      }
      const pending = await findPendingProof(tx, applicantId);
      // A repeat (a double click, a retry) of the proof just sent answers as the first did.
      const repeat =
        pending?.fileId === file.id &&
        pending.amountPaid === proof.amountPaid &&
        pending.transactionDate === transactionDate;
      if (repeat) return uploaded;
      if (pending) throw appError(paymentErrors.proofAwaitingConfirmation);
      const declinedBefore = await refuseReusedProof(deps, tx, applicantId, {
        fileSha256,
        transactionReference: proof.transactionReference,
      });
      const { id } = await insertPaymentProof(
        tx,
        {
          applicantId,
          fileId: file.id,
          paymentMethod: proof.paymentMethod,
          amountPaid: proof.amountPaid,
          transactionDate,
          phoneNumber: proof.phoneNumber,
          depositorName: proof.depositorName,
          depositorAccountName: proof.depositorAccountName,
          originatingBankName: proof.originatingBankName,
          depositorEmail: proof.depositorEmail,
          transactionReference: proof.transactionReference,
          fileSha256,
          decisionTokenHash: hashToken(token),
        },
        deps.config.paymentLinkSeconds,
      );
      await insertActivity(tx, {
        applicantId,
        actorId: applicantId,
        action: 'PAYMENT_PROOF_UPLOADED',
        details: {
          proofId: id,
          paymentMethod: proof.paymentMethod,
          amountPaid: proof.amountPaid,
          ...(declinedBefore ? { sentBefore: declinedBefore } : {}),
        },
      });
      await mailProofToStaff(deps, tx, { id, proof, token, file, content, declinedBefore });
      return uploaded;
    });
  } catch (error) {
    // The partial unique index answers a race the lock did not see (e.g. a proof filed elsewhere).
    if (isUniqueViolation(error)) throw appError(paymentErrors.proofAwaitingConfirmation);
    throw error;
  }
}

/**
 * Refuses a proof whose file (the same bytes, under any name) or transaction reference was already
 * sent as proof of another payment, pending or confirmed, or whose reference a provider already
 * paid on the ledger (issue 24.6): the message names what was reused. One that only matches a
 * declined proof is refused when that proof was another applicant's; the learner's own declined
 * receipt may come again (decision 0083: money not yet seen is the usual reason to decline), and
 * what is returned then flags it to staff.
 */
async function refuseReusedProof(
  deps: ServiceDeps<'config'>,
  tx: Executor,
  applicantId: string,
  sent: { fileSha256: string; transactionReference: string },
): Promise<{ declinedOn: string; reason: string } | undefined> {
  const zone = deps.config.timeZone;
  const reused = await findReusedProof(tx, sent);
  if (reused?.sameFile) {
    throw appError(duplicateProofFile(formatSchoolDate(reused.createdAt, zone)));
  }
  if (
    reused ||
    (sent.transactionReference && (await isProviderPaymentReference(tx, sent.transactionReference)))
  ) {
    throw appError(duplicateProofReference(sent.transactionReference));
  }
  const declined = await findDeclinedProof(tx, sent);
  if (!declined) return undefined;
  if (declined.applicantId !== applicantId) {
    throw appError(duplicateProofDeclined(formatSchoolDate(declined.createdAt, zone)));
  }
  return {
    declinedOn: formatSchoolDate(declined.decidedAt ?? declined.createdAt, zone),
    reason: declined.declineReason ?? '',
  };
}

async function mailProofToStaff(
  deps: ServiceDeps<'config'>,
  tx: Executor,
  sent: {
    id: string;
    proof: PaymentProof;
    token: string;
    file: { originalFilename: string; mimeType: string };
    content: Buffer;
    declinedBefore: { declinedOn: string; reason: string } | undefined;
  },
) {
  const row = await findProofRow(tx, sent.id);
  if (!row) throw notFound();
  const base = deps.config.publicUrl;
  const rendered = renderPaymentProofReceivedMail({
    applicantName: `${row.applicant.firstName} ${row.applicant.lastName}`,
    applicantEmail: row.applicant.email,
    details: [
      ...describeProof(sent.proof, await findTuitionOwed(tx, row.applicant.id)),
      ...(sent.declinedBefore
        ? [
            `${paymentEmailCopy.proofReceived.labels.sentBefore}: ${paymentEmailCopy.proofReceived.sentBefore(
              sent.declinedBefore.declinedOn,
              sent.declinedBefore.reason,
            )}`,
          ]
        : []),
    ],
    reviewLink: `${base}${paymentReviewPath(sent.id, sent.proof.paymentMethod)}`,
    answerLink: `${base}${pagePath(paths.paymentRespond, { token: sent.token })}`,
    validDays: Math.round(deps.config.paymentLinkSeconds / 86_400),
  });
  const attachment = {
    filename: sent.file.originalFilename,
    contentType: sent.file.mimeType,
    content: sent.content.toString('base64'),
    encoding: 'base64' as const,
  };
  const recipients = new Set(await findAdminEmails(tx));
  if (deps.config.financeEmail) recipients.add(deps.config.financeEmail.toLowerCase());
  await queueMails(
    tx,
    [...recipients].map((to) => ({
      kind: 'payment-proof-received',
      to,
      rendered,
      attachments: [attachment],
    })),
  );
}

function toProofRecord(deps: ServiceDeps<'config'>, row: ProofRow): PaymentProofRecord {
  const { proof } = row;
  return {
    id: proof.id,
    paymentMethod: proof.paymentMethod,
    amountPaid: proof.amountPaid,
    transactionDate: flipDate(proof.transactionDate),
    transactionImageLink: fileUrlOf(deps, proof.fileId),
    fileFormat: row.fileFormat,
    phoneNumber: proof.phoneNumber,
    depositorName: proof.depositorName,
    depositorAccountName: proof.depositorAccountName,
    originatingBankName: proof.originatingBankName,
    depositorEmail: proof.depositorEmail,
    transactionReference: proof.transactionReference,
    status: proof.status,
    declineReason: proof.declineReason,
    submittedAt: proof.createdAt.toISOString(),
    decidedAt: proof.decidedAt?.toISOString() ?? null,
    applicant: row.applicant,
  };
}

/** What the applicant owes and where to pay it, with the school's address for when either is missing. */
export async function findPaymentInstructions(
  deps: ServiceDeps<'config'>,
  db: Executor,
  applicantId: string,
): Promise<PaymentInstructions> {
  const [tuition, account, school] = await Promise.all([
    findTuitionOwed(db, applicantId),
    getPaymentAccount(db, deps.config),
    getSchool(db),
  ]);
  return { tuition, account, contactEmail: school.identity.contactEmail };
}

/** A proof as staff review it: beside the amount paid, what was owed and where the school is paid. */
async function toProofReview(
  deps: ServiceDeps<'config'>,
  db: Executor,
  row: ProofRow,
): Promise<PaymentProofReview> {
  return {
    ...toProofRecord(deps, row),
    instructions: await findPaymentInstructions(deps, db, row.proof.applicantId),
  };
}

export async function findMyPaymentProof(deps: ServiceDeps<'db' | 'config'>, applicantId: string) {
  const row = await findLatestProofRow(deps.db, applicantId);
  return { proof: row ? toProofRecord(deps, row) : null };
}

export async function listPaymentProofs(
  deps: ServiceDeps<'db' | 'config'>,
  query: { status?: PaymentProofStatus | undefined; limit: number },
) {
  return (await listProofRows(deps.db, query)).map((row) => toProofRecord(deps, row));
}

export async function findPaymentProof(deps: ServiceDeps<'db' | 'config'>, proofId: string) {
  const row = await findProofRow(deps.db, proofId);
  if (!row) throw appError(paymentErrors.noSuchProof);
  return toProofReview(deps, deps.db, row);
}

type Answer = { confirm: true } | { confirm: false; reason: string };

/**
 * Answers a locked, pending proof: confirming moves the learner to PAID_TUITION and opens the
 * enrolment form; declining keeps them at ACCEPTED_ADMISSION so they can upload again. The
 * applicant is mailed either way.
 */
async function answerLockedProof(
  deps: ServiceDeps<'config'>,
  tx: Executor,
  proof: { id: string; applicantId: string; amountPaid: number },
  answer: Answer,
  actorId: string,
) {
  const dashboardLink = `${deps.config.publicUrl}${paths.dashboard}`;
  if (answer.confirm) {
    await updateProofDecision(tx, proof.id, { status: 'confirmed', decidedBy: actorId });
    await moveNative(tx, proof.applicantId, {
      to: journeyTable.paymentProof.recordedAs,
      alsoSet: { canFillEnrollmentForm: true },
      action: 'PAYMENT_CONFIRMED',
      actorId,
      details: { proofId: proof.id },
      refusal: paymentErrors.paymentCannotBeConfirmed.message,
    });
    await recordLedgerEntry(tx, {
      applicantId: proof.applicantId,
      kind: 'payment',
      amountKobo: toKobo(proof.amountPaid),
      source: 'proof',
      reference: proof.id,
      proofId: proof.id,
      createdBy: actorId,
    });
  } else {
    await updateProofDecision(tx, proof.id, {
      status: 'declined',
      declineReason: answer.reason,
      decidedBy: actorId,
    });
    await insertActivity(tx, {
      applicantId: proof.applicantId,
      actorId,
      action: 'PAYMENT_DECLINED',
      details: { proofId: proof.id, reason: answer.reason },
    });
  }
  const row = await findProofRow(tx, proof.id);
  if (!row) throw notFound();
  const { firstName, email } = row.applicant;
  await queueMail(tx, {
    kind: answer.confirm ? 'payment-confirmed' : 'payment-declined',
    to: email,
    userId: proof.applicantId,
    rendered: answer.confirm
      ? renderPaymentConfirmedMail({ firstName, dashboardLink })
      : renderPaymentDeclinedMail({ firstName, reason: answer.reason, dashboardLink }),
  });
  return row;
}

/** The page a payment link leads to once it can no longer be answered; undefined while it can. */
function closedPaymentPage(proof: { status: string; expired: boolean }) {
  if (proof.status !== 'pending') return paths.paymentAttended;
  if (proof.expired) return paths.linkError;
  return undefined;
}

/** What the staff e-mail's payment page shows before the click; reading it changes nothing. */
export async function paymentLinkState(deps: ServiceDeps<'db'>, token: string) {
  const proof = await findProofByTokenHash(deps.db, hashToken(token));
  if (!proof) throw linkInvalid();
  return { next: closedPaymentPage(proof) ?? null };
}

/** A staff member's click on the payment page (a POST): confirms or declines; answers the outcome page. */
export async function answerPaymentLink(
  deps: ServiceDeps<'db' | 'config'>,
  token: string,
  confirm: boolean,
  actorId: string,
) {
  const next = await deps.db.transaction(async (tx) => {
    const proof = await lockProofByTokenHash(tx, hashToken(token));
    if (!proof) throw linkInvalid();
    const closed = closedPaymentPage(proof);
    if (closed) return closed;
    await answerLockedProof(
      deps,
      tx,
      proof,
      confirm ? { confirm: true } : { confirm: false, reason: DEFAULT_DECLINE_REASON },
      actorId,
    );
    return confirm ? paths.paymentConfirmed : paths.paymentDeclined;
  });
  return { next };
}

/** A staff member's answer from the review page. */
export async function answerPaymentProof(
  deps: ServiceDeps<'db' | 'config'>,
  proofId: string,
  answer: Answer,
  actorId: string,
) {
  return deps.db.transaction(async (tx) => {
    const proof = await lockProof(tx, proofId);
    if (!proof) throw appError(paymentErrors.noSuchProof);
    if (proof.status !== 'pending') throw appError(paymentErrors.paymentAttended);
    const row = await answerLockedProof(deps, tx, proof, answer, actorId);
    return {
      message: answer.confirm ? messages.paymentConfirmed : messages.paymentDeclined,
      proof: await toProofReview(deps, tx, row),
    };
  });
}
