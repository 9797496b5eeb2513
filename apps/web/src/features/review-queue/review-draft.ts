import { type Recommendation, recommendations } from '@intake/contracts/review';
import type { FirstReview } from '@intake/contracts/review-queue';

/** The review form as the reviewer fills it: a score per criterion id, the recommendation, the note. */
export type ReviewDraft = {
  scores: Record<string, number>;
  recommendation: Recommendation | null;
  note: string;
};

/** Keyed by reviewer too: another elder signing in on the same tab never gets someone else's scores, and log-out clears them (clearUserDrafts). */
const keyOf = (reviewerId: string, applicantId: string) => `review-draft:${reviewerId}:${applicantId}`;

export const draftOf = (review: FirstReview | null): ReviewDraft => ({
  scores: Object.fromEntries((review?.scores ?? []).map((s) => [s.criterionId, s.score])),
  recommendation: review?.recommendation ?? null,
  note: review?.note ?? '',
});

const isDraft = (value: unknown): value is ReviewDraft => {
  const draft = value as Partial<ReviewDraft> | null;
  return (
    typeof draft === 'object' &&
    draft !== null &&
    typeof draft.note === 'string' &&
    typeof draft.scores === 'object' &&
    draft.scores !== null &&
    Object.values(draft.scores).every((score) => Number.isInteger(score)) &&
    (draft.recommendation === null || recommendations.includes(draft.recommendation as Recommendation))
  );
};

/**
 * The unsaved form of one applicant, kept in this tab's sessionStorage so that a dropped
 * connection, a reload or Back does not lose the scores (decision 0075). Storage may be refused
 * (private mode, full): then the form simply lives in memory.
 */
export function loadDraft(reviewerId: string, applicantId: string): ReviewDraft | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(keyOf(reviewerId, applicantId)) ?? 'null') as unknown;
    return isDraft(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function storeDraft(reviewerId: string, applicantId: string, draft: ReviewDraft) {
  try {
    sessionStorage.setItem(keyOf(reviewerId, applicantId), JSON.stringify(draft));
  } catch {
    // Kept in memory only.
  }
}

export function clearDraft(reviewerId: string, applicantId: string) {
  try {
    sessionStorage.removeItem(keyOf(reviewerId, applicantId));
  } catch {
    // Nothing stored.
  }
}
