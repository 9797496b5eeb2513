import { type Recommendation, recommendations } from '@intake/contracts/review';
import type { FirstReview } from '@intake/contracts/review-queue';

/** The review form as the reviewer fills it: a score per criterion id, the recommendation, the note. */
export type ReviewDraft = {
  scores: Record<string, number>;
  recommendation: Recommendation | null;
  note: string;
};

const keyOf = (applicantId: string) => `review-draft:${applicantId}`;

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
export function loadDraft(applicantId: string): ReviewDraft | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(keyOf(applicantId)) ?? 'null') as unknown;
    return isDraft(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function storeDraft(applicantId: string, draft: ReviewDraft) {
  try {
    sessionStorage.setItem(keyOf(applicantId), JSON.stringify(draft));
  } catch {
    // Kept in memory only.
  }
}

export function clearDraft(applicantId: string) {
  try {
    sessionStorage.removeItem(keyOf(applicantId));
  } catch {
    // Nothing stored.
  }
}
