import { randomInt } from 'node:crypto';
import { TEST_GROUP_DRAWS } from '@intake/contracts';

/** Fisher–Yates with a cryptographic source, so no applicant can predict the draw. */
export function shuffle<T>(items: readonly T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/** Draws the spec's 5, 2, 1, 5 and 7 questions from the five groups and shuffles the 20. */
export function drawQuestionIds(bank: readonly { id: string; group: string }[]): string[] {
  const drawn = Object.entries(TEST_GROUP_DRAWS).flatMap(([group, count]) => {
    const pool = bank.filter((question) => question.group === group).map((question) => question.id);
    if (pool.length < count)
      throw new Error(`the question bank has ${pool.length} ${group} questions, needs ${count}`);
    return shuffle(pool).slice(0, count);
  });
  return shuffle(drawn);
}
