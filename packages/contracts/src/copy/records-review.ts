import type { ApplicantSort, ReviewFilter } from '../applicant-records.ts';

/** The records screen's words for the first-round review columns, order and filters (issue 22.5). */
export const recordsReviewCopy = {
  columns: { score: 'Score', reviews: 'Reviews' },
  noScore: '—',
  /** The score to one decimal, as the profile shows weighted scores. */
  score: (score: number | null) => (score === null ? '—' : score.toFixed(1)),
  disagree: 'Disagree',
  disagreeLabel: 'Reviewers disagree',
  sortLabel: 'Order',
  sorts: {
    newest: 'Newest first',
    'score-high': 'Score, high to low',
    'score-low': 'Score, low to high',
    reviews: 'Most reviews',
  } satisfies Record<ApplicantSort, string>,
  reviewsLabel: 'Reviews',
  anyReviews: 'Any',
  reviewFilters: {
    unreviewed: 'Not yet reviewed',
    reviewed: 'Reviewed',
    disagree: 'Reviewers disagree',
  } satisfies Record<ReviewFilter, string>,
  minScoreLabel: 'Minimum score',
  anyScore: 'Any score',
  minScore: (score: number) => `${score.toFixed(1)} or more`,
  /** An elder's view of an applicant in the blind first round (issue 22.4). */
  blindName: (applicationNumber: number) => `Blind review · Applicant ${applicationNumber}`,
  withheld: 'Hidden',
};
