import { applicantSorts, reviewFilters } from '@intake/contracts/applicant-records';
import { recordsReviewCopy as copy } from '@intake/contracts/copy/records-review';
import { NativeSelect } from '@mantine/core';
import { MIN_SCORES, type RecordsQuery } from '../records-query';

type ReviewControlsProps = {
  query: Pick<RecordsQuery, 'sort' | 'reviews' | 'minScore'>;
  /** Each change goes back to page 1, as a new filter shows a new list. */
  onChange: (changes: Partial<RecordsQuery>) => void;
};

const ANY_SCORE = '';

/**
 * The list's order and its first-round review filters (issue 22.5). The not yet reviewed have no
 * score, so choosing one of the two clears the other (the server refuses them together).
 */
export function ReviewControls({ query, onChange }: ReviewControlsProps) {
  return (
    <>
      <NativeSelect
        label={copy.sortLabel}
        value={query.sort}
        data={applicantSorts.map((sort) => ({ value: sort, label: copy.sorts[sort] }))}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ sort: applicantSorts.find((sort) => sort === value) ?? 'newest', page: 1 });
        }}
      />
      <NativeSelect
        label={copy.reviewsLabel}
        value={query.reviews}
        data={[
          { value: 'any', label: copy.anyReviews },
          ...reviewFilters.map((filter) => ({ value: filter, label: copy.reviewFilters[filter] })),
        ]}
        onChange={(event) => {
          const value = event.currentTarget.value;
          const reviews = reviewFilters.find((filter) => filter === value) ?? 'any';
          onChange({ reviews, page: 1, ...(reviews === 'unreviewed' ? { minScore: null } : {}) });
        }}
      />
      <NativeSelect
        label={copy.minScoreLabel}
        value={query.minScore === null ? ANY_SCORE : String(query.minScore)}
        data={[
          { value: ANY_SCORE, label: copy.anyScore },
          ...MIN_SCORES.map((score) => ({ value: String(score), label: copy.minScore(score) })),
        ]}
        onChange={(event) => {
          const value = event.currentTarget.value;
          const minScore = value === ANY_SCORE ? null : Number(value);
          const clearsUnreviewed = minScore !== null && query.reviews === 'unreviewed';
          onChange({ minScore, page: 1, ...(clearsUnreviewed ? { reviews: 'any' as const } : {}) });
        }}
      />
    </>
  );
}
