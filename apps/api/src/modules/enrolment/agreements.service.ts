import {
  AGREEMENT_TERMS,
  type AgreementKind,
  canMoveNative,
  journeyTable,
  type LoanDetails,
  lastAgreement,
} from '@intake/contracts';
import type { CataloguedError } from '@intake/contracts/error-catalogue';
import { enrolmentErrors } from '@intake/contracts/errors/enrolment';
import { updateApplicant } from '../../core/applicants.repository.ts';
import { moveNative } from '../../core/application-status.service.ts';
import type { Executor } from '../../db/client.ts';
import { appError, notFound } from '../../lib/app-error.ts';
import { formatSchoolDate } from '../../lib/school-time.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { loadUserData } from '../auth/auth.service.ts';
import { findSignatures, insertSignature } from './agreements.repository.ts';
import { findEnrolment, findLearner } from './enrolment.repository.ts';
import { lockLearner, refuseUnlessOpen } from './enrolment.service.ts';

const ADULT_AGE = 18;
const DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

/** Whole years between two dd-MM-yyyy dates; undefined when either is unreadable. */
export function ageOn(birthDate: string, today: string): number | undefined {
  const birth = DATE.exec(birthDate);
  const now = DATE.exec(today);
  if (!birth || !now) return undefined;
  const [bd, bm, by] = birth.slice(1).map(Number) as [number, number, number];
  const [td, tm, ty] = now.slice(1).map(Number) as [number, number, number];
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
}

/** Who signs, where they live, and whether a parent or guardian must sign with them (docs/spec/portal-spec.md §9). */
async function loanDetailsOf(db: Executor, userId: string, timeZone: string): Promise<LoanDetails> {
  const [learner, enrolment] = await Promise.all([findLearner(db, userId), findEnrolment(db, userId)]);
  if (!learner) throw notFound();
  const birthDate = learner.questionnaire?.dateOfBirth;
  const age =
    typeof birthDate === 'string' ? ageOn(birthDate, formatSchoolDate(new Date(), timeZone)) : undefined;
  return {
    fullLegalName: enrolment?.fullLegalName || `${learner.firstName} ${learner.lastName}`,
    nativeHomeAddress: enrolment?.address ?? learner.address ?? '',
    // An unknown birth date asks for consent: the safe side.
    needParentsConsent: age === undefined || age < ADULT_AGE,
  };
}

export const getLoanDetails = (deps: ServiceDeps<'db' | 'config'>, userId: string) =>
  loanDetailsOf(deps.db, userId, deps.config.timeZone);

interface AgreementRule {
  action: string;
  /** Refused for the learner's state. */
  closed: CataloguedError;
  /** Found signed by a request that raced this one. */
  raced: CataloguedError;
}

/** When each agreement opens is the journey table's; these are what the server records and says. */
const RULES: Readonly<Record<AgreementKind, AgreementRule>> = {
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

/**
 * Steps 7–9: records the signature against the current terms, then moves the learner on. When no
 * agreement is left the learner becomes a Native; the native agreement always passes through
 * NATIVE_AGREEMENT, as the transition table has no shorter way from PAYMENT_AGREEMENT.
 */
export async function signAgreement(
  deps: ServiceDeps<'db' | 'config'>,
  userId: string,
  kind: AgreementKind,
  parentName = '',
) {
  const rule = RULES[kind];
  await deps.db.transaction(async (tx) => {
    const applicant = await lockLearner(tx, userId);
    const earlier = (await findSignatures(tx, userId)).find((row) => row.kind === kind);
    // A repeat (a double click, a retry) of a signature on record answers as the first did.
    if (earlier && (earlier.parentName ?? '') === parentName) return;
    refuseUnlessOpen(applicant, kind, rule.closed);
    const details = await loanDetailsOf(tx, userId, deps.config.timeZone);
    if (kind === 'loan' && details.needParentsConsent && !parentName) {
      throw appError(enrolmentErrors.guardianRequired);
    }
    const signed = await insertSignature(tx, {
      applicantId: userId,
      kind,
      termsVersion: AGREEMENT_TERMS[kind].version,
      signerName: details.fullLegalName,
      parentName: parentName || null,
    });
    if (!signed) throw appError(rule.raced);
    if (parentName) await updateApplicant(tx, userId, { parentsName: parentName });

    const signedKinds = (await findSignatures(tx, userId)).map((row) => row.kind);
    const nothingLeft = lastAgreement(kind, applicant);
    // Tenancy or loan signed last may go straight to NATIVE; the native agreement cannot.
    const straightToNative = nothingLeft && canMoveNative(applicant.nativeState, 'NATIVE');
    if (!straightToNative) {
      await moveNative(tx, userId, {
        to: journeyTable[kind].recordedAs,
        action: rule.action,
        actorId: userId,
        refusal: rule.closed.message,
      });
    }
    if (nothingLeft) {
      await moveNative(tx, userId, {
        to: 'NATIVE',
        action: straightToNative ? rule.action : 'BECAME_NATIVE',
        actorId: userId,
        alsoSet: { applicationStatus: 'NATIVE' },
        details: { signed: signedKinds },
        refusal: rule.closed.message,
      });
    }
  });
  return loadUserData(deps.db, userId);
}

export async function listAgreements(deps: ServiceDeps<'db'>, userId: string) {
  const rows = await findSignatures(deps.db, userId);
  return {
    agreements: rows.map((row) => ({
      kind: row.kind,
      termsVersion: row.termsVersion,
      signerName: row.signerName,
      parentName: row.parentName,
      signedAt: row.signedAt.toISOString(),
    })),
  };
}
