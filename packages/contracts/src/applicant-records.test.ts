import { describe, expect, it } from 'vitest';
import { applicantFilterQuerySchema, applicantListQuerySchema } from './applicant-records.ts';

const minScoreMessage = 'The minimum score is a number from 1 to 5 with at most one decimal, such as 3.5.';
const firstMessage = (query: Record<string, unknown>) => {
  const result = applicantListQuerySchema.safeParse(query);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('the records list query', () => {
  it('takes the review order, filter and minimum score as the URL gives them', () => {
    expect(
      applicantListQuerySchema.parse({ sort: 'score-low', reviews: 'disagree', minScore: '3.5', page: '2' }),
    ).toEqual({ sort: 'score-low', reviews: 'disagree', minScore: 3.5, page: 2 });
    expect(applicantListQuerySchema.parse({})).toEqual({});
  });

  it('takes every tenth from 1 to 5, whatever its floating-point error', () => {
    for (const tenth of ['1', '1.1', '2.3', '4.7', '4.9', '5', '5.0']) {
      expect(firstMessage({ minScore: tenth }), tenth).toBeUndefined();
    }
  });

  it.each(['0.9', '5.1', '3.45', '1.01', 'abc', '', 'Infinity', '-3', ['3', '4']])(
    'refuses a minimum score of %j with a sentence',
    (minScore) => {
      expect(firstMessage({ minScore })).toBe(minScoreMessage);
    },
  );

  it('refuses an unknown order or review filter by naming the choices', () => {
    expect(firstMessage({ sort: 'best' })).toBe('Sort is one of newest, score-high, score-low, reviews.');
    expect(firstMessage({ reviews: 'some' })).toBe('Reviews is one of unreviewed, reviewed, disagree.');
  });

  it('refuses a minimum score among the not yet reviewed, in the list and the export', () => {
    const message =
      'A minimum score lists reviewed applicants only: it cannot be combined with “not yet reviewed”.';
    expect(firstMessage({ minScore: '3', reviews: 'unreviewed' })).toBe(message);
    const exported = applicantFilterQuerySchema.safeParse({ minScore: '3', reviews: 'unreviewed' });
    expect(exported.success ? undefined : exported.error.issues[0]?.message).toBe(message);
    expect(applicantFilterQuerySchema.parse({ minScore: '3', reviews: 'reviewed' })).toEqual({
      minScore: 3,
      reviews: 'reviewed',
    });
  });
});
