import { describe, expect, it } from 'vitest';
import {
  type LocalAttempt,
  listLocalAttempts,
  localAttemptKey,
  readLocalAttempt,
  removeLocalAttempt,
  writeLocalAttempt,
} from './local-attempt';

const attempt: LocalAttempt = {
  attemptId: 'att-1',
  email: 'ada@example.org',
  answers: { one: '4' },
  unsent: ['one'],
  elapsed: { one: 42 },
  page: 1,
  completed: false,
  timeRemaining: 600,
};

describe('the locally kept attempt', () => {
  it('is stored under a key per attempt and read back', () => {
    writeLocalAttempt(attempt);
    expect(localStorage.getItem('userTest:att-1')).not.toBeNull();
    expect(readLocalAttempt('att-1')).toEqual(attempt);
    removeLocalAttempt('att-1');
    expect(readLocalAttempt('att-1')).toBeNull();
  });

  it('ignores what does not look like an attempt', () => {
    localStorage.setItem(localAttemptKey('bad'), '{not json');
    localStorage.setItem(localAttemptKey('worse'), JSON.stringify({ attemptId: 'worse' }));
    expect(readLocalAttempt('bad')).toBeNull();
    expect(readLocalAttempt('worse')).toBeNull();
    expect(listLocalAttempts('ada@example.org')).toEqual([]);
  });

  it("lists only this applicant's attempts", () => {
    writeLocalAttempt(attempt);
    writeLocalAttempt({ ...attempt, attemptId: 'att-2', email: 'someone@example.org' });
    localStorage.setItem('userData', '{}');
    expect(listLocalAttempts('ADA@example.org').map((found) => found.attemptId)).toEqual(['att-1']);
  });
});
