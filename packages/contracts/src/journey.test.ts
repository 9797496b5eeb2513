import { describe, expect, it } from 'vitest';
import {
  type JourneyPosition,
  type JourneyStep,
  journeyStepStatus,
  journeySteps,
  journeyTable,
  lastAgreement,
  openJourneySteps,
} from './journey.ts';
import { canMoveNative, type NativeState, nativeStates } from './status.ts';

type Learner = JourneyPosition & { nativeState: NativeState };

const flags = [false, true];
const everyPosition: Learner[] = nativeStates.flatMap((nativeState) =>
  flags.flatMap((canFillEnrollmentForm) =>
    flags.flatMap((canFillTenancyAgreementForm) =>
      flags.map((canFillLoanAgreement) => ({
        nativeState,
        canFillEnrollmentForm,
        canFillTenancyAgreementForm,
        canFillLoanAgreement,
      })),
    ),
  ),
);

/** Taking `step` as the server does: the state it records, or NATIVE after the last agreement. */
function take(learner: Learner, step: JourneyStep): Learner[] {
  const to = journeyTable[step].recordedAs;
  expect(canMoveNative(learner.nativeState, to) || step === 'tenancy' || step === 'loan').toBe(true);
  if (step === 'native' || step === 'tenancy' || step === 'loan') {
    const native = lastAgreement(step, learner);
    const next = native ? 'NATIVE' : to;
    // The server moves only along the transition table (through NATIVE_AGREEMENT if need be).
    expect(canMoveNative(learner.nativeState, next) || canMoveNative(to, next)).toBe(true);
    return [{ ...learner, nativeState: next }];
  }
  if (step === 'enrolment') {
    // The learner's accommodation answer sets the tenancy permission.
    return flags.map((tenancy) => ({ ...learner, nativeState: to, canFillTenancyAgreementForm: tenancy }));
  }
  // A proof is confirmed by staff, which opens the enrolment form.
  if (step === 'paymentProof') return [{ ...learner, nativeState: to, canFillEnrollmentForm: true }];
  return [{ ...learner, nativeState: to }];
}

/** What a learner or staff can do next: take an open step, be admitted or checked in, be offered a loan. */
function moves(learner: Learner): Learner[] {
  const next = openJourneySteps(learner).flatMap((step) => take(learner, step));
  if (learner.nativeState === 'PENDING') next.push({ ...learner, nativeState: 'ACCEPTED_ADMISSION' });
  if (learner.nativeState === 'ENROLLMENT_FORM') next.push({ ...learner, nativeState: 'CHECKED_IN' });
  if (!learner.canFillLoanAgreement) next.push({ ...learner, canFillLoanAgreement: true });
  return next;
}

const keyOf = (learner: Learner) => JSON.stringify(learner);

function reachable(from: Learner[]): Map<string, Learner> {
  const seen = new Map(from.map((learner) => [keyOf(learner), learner]));
  const queue = [...from];
  for (let learner = queue.shift(); learner; learner = queue.shift()) {
    for (const next of moves(learner)) {
      if (!seen.has(keyOf(next))) {
        seen.set(keyOf(next), next);
        queue.push(next);
      }
    }
  }
  return seen;
}

const reachesNative = (learner: Learner) =>
  [...reachable([learner]).values()].some((other) => other.nativeState === 'NATIVE');

describe('the journey table', () => {
  it('lets every learner reach NATIVE from every state the journey can put them in', () => {
    const start = everyPosition.filter((learner) => learner.nativeState === 'PENDING');
    const journey = [...reachable(start).values()];
    expect(journey.length).toBeGreaterThan(30);
    for (const learner of journey) expect(reachesNative(learner), keyOf(learner)).toBe(true);
  });

  it('strands no learner in the 88 combinations but those the journey never makes', () => {
    expect(everyPosition).toHaveLength(11 * 8);
    const stranded = everyPosition.filter(
      (learner) => !['NATIVE', 'ENROLLED'].includes(learner.nativeState) && !reachesNative(learner),
    );
    // A confirmed payment always grants the enrolment form; a loan signed with no tenancy to follow
    // goes straight to NATIVE. No staff action undoes either permission.
    expect(
      new Set(
        stranded.map((learner) =>
          learner.nativeState === 'PAID_TUITION'
            ? `PAID_TUITION enrolment=${learner.canFillEnrollmentForm}`
            : `${learner.nativeState} tenancy=${learner.canFillTenancyAgreementForm}`,
        ),
      ),
    ).toEqual(new Set(['PAID_TUITION enrolment=false', 'LEARN_FUND tenancy=false']));
    const journey = new Set(reachable(everyPosition.filter((l) => l.nativeState === 'PENDING')).keys());
    for (const learner of stranded) expect(journey.has(keyOf(learner))).toBe(false);
  });

  it('opens the tenancy agreement after a loan signed first (LEARN_FUND)', () => {
    const loanFirst = {
      nativeState: 'LEARN_FUND' as const,
      canFillEnrollmentForm: true,
      canFillTenancyAgreementForm: true,
      canFillLoanAgreement: true,
    };
    expect(openJourneySteps(loanFirst)).toEqual(['tenancy']);
    expect(lastAgreement('tenancy', loanFirst)).toBe(true);
  });

  it('opens at most the two agreements, and a step that is open is never also done', () => {
    for (const learner of everyPosition) {
      const open = openJourneySteps(learner);
      expect(open.length <= 1 || open.join() === 'tenancy,loan', keyOf(learner)).toBe(true);
      for (const step of journeySteps) {
        if (journeyTable[step].completedAt.includes(learner.nativeState)) {
          expect(journeyStepStatus(step, learner)).toBe('completed');
        }
      }
    }
  });
});
