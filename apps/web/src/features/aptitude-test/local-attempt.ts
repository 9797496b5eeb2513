/**
 * The attempt kept in the browser's local storage (docs/spec/portal-spec.md §7 names it `userTest`), one key per
 * attempt, so a dropped connection or a closed tab loses no answer. It is removed once the server
 * has the submitted result.
 */
export type LocalAttempt = {
  attemptId: string;
  /** Whose attempt it is: another applicant may log in on the same browser. */
  email: string;
  /** Every answer given, by question id. */
  answers: Record<string, string>;
  /** Question ids whose answer the server has not confirmed yet. */
  unsent: string[];
  /** The applicant's counted seconds of the attempt when each answer was chosen (sent with it). */
  elapsed: Record<string, number>;
  /** The question on screen, so that a reload shows the same one (absent: the first unanswered). */
  page?: number;
  /** Set when the applicant (or the clock) submitted; a completed attempt still here is unsent. */
  completed: boolean;
  timeRemaining: number;
};

export const LOCAL_ATTEMPT_PREFIX = 'userTest:';

export const localAttemptKey = (attemptId: string) => `${LOCAL_ATTEMPT_PREFIX}${attemptId}`;

function parse(raw: string | null): LocalAttempt | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LocalAttempt> | null;
    if (
      typeof value?.attemptId !== 'string' ||
      typeof value.email !== 'string' ||
      typeof value.answers !== 'object' ||
      value.answers === null ||
      !Array.isArray(value.unsent)
    ) {
      return null;
    }
    const answers = Object.fromEntries(
      Object.entries(value.answers).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    const elapsed = Object.fromEntries(
      Object.entries(value.elapsed ?? {}).filter(
        (entry): entry is [string, number] => Number.isInteger(entry[1]) && entry[1] >= 0,
      ),
    );
    return {
      attemptId: value.attemptId,
      email: value.email,
      answers,
      unsent: value.unsent.filter((id): id is string => typeof id === 'string'),
      elapsed,
      ...(Number.isInteger(value.page) && (value.page ?? -1) >= 0 && { page: value.page }),
      completed: value.completed === true,
      timeRemaining: typeof value.timeRemaining === 'number' ? value.timeRemaining : 0,
    };
  } catch {
    return null;
  }
}

export function readLocalAttempt(attemptId: string): LocalAttempt | null {
  try {
    return parse(localStorage.getItem(localAttemptKey(attemptId)));
  } catch {
    return null;
  }
}

/** Stores the attempt; a full or blocked storage must not stop the test. */
export function writeLocalAttempt(attempt: LocalAttempt) {
  try {
    localStorage.setItem(localAttemptKey(attempt.attemptId), JSON.stringify(attempt));
  } catch {
    // The answers are still in memory and on their way to the server.
  }
}

export function removeLocalAttempt(attemptId: string) {
  try {
    localStorage.removeItem(localAttemptKey(attemptId));
  } catch {
    // Nothing to do.
  }
}

/** Every stored attempt of this applicant. */
export function listLocalAttempts(email: string): LocalAttempt[] {
  const found: LocalAttempt[] = [];
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (!key?.startsWith(LOCAL_ATTEMPT_PREFIX)) continue;
      const attempt = parse(localStorage.getItem(key));
      if (attempt && attempt.email.toLowerCase() === email.toLowerCase()) found.push(attempt);
    }
  } catch {
    return found;
  }
  return found;
}
