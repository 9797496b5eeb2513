import { type AgreementKind, DEFAULT_DIAL_CODE, type LoanDetails } from '@intake/contracts';
import { enrolmentErrors } from '@intake/contracts/errors/enrolment';
import { guardianConsentErrors } from '@intake/contracts/errors/guardian-consent';
import type { GuardianContact } from '@intake/contracts/guardian-consent';
import type { Executor } from '../../db/client.ts';
import { appError, notFound } from '../../lib/app-error.ts';
import { formatSchoolDate } from '../../lib/school-time.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { loadUserData } from '../auth/auth.service.ts';
import { AGREEMENT_RULES, recordSignature } from './agreement-steps.service.ts';
import { findSignatures } from './agreements.repository.ts';
import { findEnrolment, findLearner } from './enrolment.repository.ts';
import { lockLearner, refuseUnlessOpen } from './enrolment.service.ts';
import { askGuardian, guardianOf } from './guardian-consent.service.ts';

/** The loan form's fields: the spec's parentName, and the guardian's phone and e-mail (issue 25.7). */
export type LoanAgreementInput = { parentName: string } & Partial<
  Pick<GuardianContact, 'guardianPhone' | 'guardianDialCode' | 'guardianEmail'>
>;

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

/**
 * Steps 7–9: records the signature against the current terms, then moves the learner on. An
 * under-18 learner's loan signature waits for their guardian's instead (issue 25.7): the step
 * completes when the guardian signs (guardian-consent.service.ts).
 */
export async function signAgreement(
  deps: ServiceDeps<'db' | 'config'>,
  userId: string,
  kind: AgreementKind,
  input: LoanAgreementInput = { parentName: '' },
) {
  const { parentName } = input;
  await deps.db.transaction(async (tx) => {
    const applicant = await lockLearner(tx, userId);
    const earlier = (await findSignatures(tx, userId)).find((row) => row.kind === kind);
    // A repeat (a double click, a retry) of a signature on record answers as the first did.
    if (earlier && (earlier.parentName ?? '') === parentName) return;
    refuseUnlessOpen(applicant, kind, AGREEMENT_RULES[kind].closed);
    const details = await loanDetailsOf(tx, userId, deps.config.timeZone);
    if (kind === 'loan' && details.needParentsConsent) {
      if (!parentName) throw appError(enrolmentErrors.guardianRequired);
      if (!input.guardianPhone) throw appError(guardianConsentErrors.guardianPhoneRequired);
      const guardian = guardianOf({
        guardianName: parentName,
        guardianPhone: input.guardianPhone,
        guardianDialCode: input.guardianDialCode ?? DEFAULT_DIAL_CODE,
        guardianEmail: input.guardianEmail ?? '',
      });
      await askGuardian(deps, tx, userId, details.fullLegalName, guardian);
      return;
    }
    await recordSignature(tx, applicant, kind, {
      signerName: details.fullLegalName,
      parentName,
      actorId: userId,
    });
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
