import type { TestPause } from '@intake/contracts';

/** The pause rules of one portal (config.testPause) and the test's length. */
export interface PauseRules {
  durationSeconds: number;
  gapSeconds: number;
  capSeconds: number;
  resumeWindowSeconds: number;
}

/** What the clock needs of an attempt; deadlineAt already includes the pauses counted so far. */
export interface AttemptTimes {
  deadlineAt: Date;
  lastContactAt: Date;
  pausedSeconds: number;
}

const secondsBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 1000;
const capLeft = (attempt: AttemptTimes, rules: PauseRules) =>
  Math.max(0, rules.capSeconds - attempt.pausedSeconds);

/**
 * Contact from the running test at `now`: a gap longer than the pause gap counts as paused from
 * the last contact (up to what is left of the cap) and moves the deadline. `answerTimeLimit` is
 * the latest elapsed time an answer sent in this contact may claim: the applicant's counted
 * time at the last contact plus the gap, as a gap that short is never a pause
 * (docs/decisions/0053-field-trial-offline-answers-after-a-cut.md).
 */
export function settleContact(attempt: AttemptTimes, now: Date, rules: PauseRules) {
  const gap = secondsBetween(attempt.lastContactAt, now);
  const usedAtLastContact = rules.durationSeconds - secondsBetween(attempt.lastContactAt, attempt.deadlineAt);
  let pause: TestPause | undefined;
  if (gap > rules.gapSeconds) {
    const seconds = Math.floor(gap);
    pause = {
      startedAt: attempt.lastContactAt.toISOString(),
      seconds,
      countedSeconds: Math.min(seconds, capLeft(attempt, rules)),
    };
  }
  const deadlineAt = new Date(attempt.deadlineAt.getTime() + (pause?.countedSeconds ?? 0) * 1000);
  const over = now >= deadlineAt || gap > rules.resumeWindowSeconds;
  return {
    pause,
    deadlineAt,
    pausedSeconds: attempt.pausedSeconds + (pause?.countedSeconds ?? 0),
    over,
    secondsLeft: over ? 0 : Math.ceil(secondsBetween(now, deadlineAt)),
    /** The applicant's counted seconds now, for an answer that claims no time. */
    usedSeconds: Math.min(rules.durationSeconds, rules.durationSeconds - secondsBetween(now, deadlineAt)),
    answerTimeLimit: Math.min(rules.durationSeconds, usedAtLastContact + rules.gapSeconds),
  };
}

/**
 * Whether an attempt with no contact now is over whatever the gap turns out to be: the deadline
 * has passed even with the rest of the cap added, or the applicant missed the window to return.
 * A gap still shorter than the pause gap may yet become a pause, so it never closes the attempt
 * early; the next contact closes it if it was not.
 */
export function isOverWithoutContact(attempt: AttemptTimes, now: Date, rules: PauseRules) {
  return now >= nextCheckAt(attempt, rules);
}

/** The first instant at which isOverWithoutContact can become true: when the close job runs. */
export function nextCheckAt(attempt: AttemptTimes, rules: PauseRules) {
  const withCap = attempt.deadlineAt.getTime() + capLeft(attempt, rules) * 1000;
  const window = attempt.lastContactAt.getTime() + rules.resumeWindowSeconds * 1000 + 1000;
  return new Date(Math.min(withCap, window));
}

/** Seconds of answering an attempt used by `at` (or its close): its time less the counted pauses. */
export function usedSecondsOf(
  attempt: { deadlineAt: Date; closedAt: Date | null },
  durationSeconds: number,
  at = new Date(),
) {
  const left = secondsBetween(attempt.closedAt ?? at, attempt.deadlineAt);
  return Math.round(Math.min(durationSeconds, Math.max(0, durationSeconds - left)));
}
