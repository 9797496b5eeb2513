import {
  AGREEMENT_TERMS,
  type AgreementKind,
  canMoveNative,
  journeyTable,
  lastAgreement,
} from '@intake/contracts';
import type { CataloguedError } from '@intake/contracts/error-catalogue';
import { enrolmentErrors } from '@intake/contracts/errors/enrolment';
import { updateApplicant } from '../../core/applicants.repository.ts';
import { moveNative } from '../../core/application-status.service.ts';
import type { Executor } from '../../db/client.ts';
import { appError } from '../../lib/app-error.ts';
import { findSignatures, insertSignature } from './agreements.repository.ts';
import type { lockLearner } from './enrolment.service.ts';

interface AgreementRule {
  action: string;
  /** Refused for the learner's state. */
  closed: CataloguedError;
  /** Found signed by a request that raced this one. */
  raced: CataloguedError;
}

/** When each agreement opens is the journey table's; these are what the server records and says. */
export const AGREEMENT_RULES: Readonly<Record<AgreementKind, AgreementRule>> = {
  native: {
    action: 'NATIVE_AGREEMENT_SIGNED',
    closed: enrolmentErrors.nativeAgreementClosed,
    raced: enrolmentErrors.nativeAgreementRaced,
  },
  tenancy: {
    action: 'TENANCY_AGREEMENT_SIGNED',
    closed: enrolmentErrors.tenancyAgreementClosed,
    raced: enrolmentErrors.tenancyAgreementRaced,
  },
  loan: {
    action: 'LOAN_AGREEMENT_SIGNED',
    closed: enrolmentErrors.loanAgreementClosed,
    raced: enrolmentErrors.loanAgreementRaced,
  },
};

type LockedLearner = Awaited<ReturnType<typeof lockLearner>>;

/**
 * Records a complete signature (the guardian's with it, when one consented) and moves the learner
 * on. When no agreement is left the learner becomes a Native; the native agreement always passes
 * through NATIVE_AGREEMENT, as the transition table has no shorter way from PAYMENT_AGREEMENT.
 */
export async function recordSignature(
  tx: Executor,
  applicant: LockedLearner,
  kind: AgreementKind,
  signature: { signerName: string; parentName: string; actorId: string },
) {
  const rule = AGREEMENT_RULES[kind];
  const userId = applicant.userId;
  const signed = await insertSignature(tx, {
    applicantId: userId,
    kind,
    termsVersion: AGREEMENT_TERMS[kind].version,
    signerName: signature.signerName,
    parentName: signature.parentName || null,
  });
  if (!signed) throw appError(rule.raced);
  if (signature.parentName) await updateApplicant(tx, userId, { parentsName: signature.parentName });

  const signedKinds = (await findSignatures(tx, userId)).map((row) => row.kind);
  const nothingLeft = lastAgreement(kind, applicant);
  // Tenancy or loan signed last may go straight to NATIVE; the native agreement cannot.
  const straightToNative = nothingLeft && canMoveNative(applicant.nativeState, 'NATIVE');
  if (!straightToNative) {
    await moveNative(tx, userId, {
      to: journeyTable[kind].recordedAs,
      action: rule.action,
      actorId: signature.actorId,
      refusal: rule.closed.message,
    });
  }
  if (nothingLeft) {
    await moveNative(tx, userId, {
      to: 'NATIVE',
      action: straightToNative ? rule.action : 'BECAME_NATIVE',
      actorId: signature.actorId,
      alsoSet: { applicationStatus: 'NATIVE' },
      details: { signed: signedKinds },
      refusal: rule.closed.message,
    });
  }
}
