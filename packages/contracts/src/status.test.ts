import { describe, expect, it } from 'vitest';
import {
  applicationStatuses,
  applicationTransitions,
  canMoveApplication,
  canMoveNative,
  nativeStates,
  nativeTransitions,
} from './status.ts';

describe('transition table', () => {
  it('names only known statuses, and every status has an entry', () => {
    expect(Object.keys(applicationTransitions).sort()).toEqual([...applicationStatuses].sort());
    for (const targets of Object.values(applicationTransitions)) {
      for (const to of targets) expect(applicationStatuses).toContain(to);
    }
    expect(Object.keys(nativeTransitions).sort()).toEqual([...nativeStates].sort());
  });

  it('follows the spec’s journey from APPLIED to NATIVE', () => {
    const journey = [
      'APPLIED',
      'QUESTIONNAIRE',
      'TESTING',
      'TESTED',
      'INVITED_FOR_INTERVIEW',
      'ACCEPTED_INTERVIEW',
      'INTERVIEWING',
      'INTERVIEWED',
      'OFFERED_ADMISSION',
      'ACCEPTED_ADMISSION',
    ] as const;
    for (let i = 1; i < journey.length; i += 1) {
      expect(canMoveApplication(journey[i - 1] as never, journey[i] as never)).toBe(true);
    }
    expect(canMoveApplication('APPLIED', 'TESTED')).toBe(false);
    expect(canMoveApplication('DECLINED_ADMISSION', 'ACCEPTED_ADMISSION')).toBe(false);
  });

  it('opens the after-admission steps in the order the dashboard shows them', () => {
    expect(canMoveNative('ACCEPTED_ADMISSION', 'PAID_TUITION')).toBe(true);
    expect(canMoveNative('PAID_TUITION', 'ENROLLMENT_FORM')).toBe(true);
    expect(canMoveNative('CHECKED_IN', 'PAYMENT_AGREEMENT')).toBe(true);
    expect(canMoveNative('PENDING', 'PAID_TUITION')).toBe(false);
  });
});
