export const reviewAssignmentKeys = {
  all: ['admin', 'review-assignment'] as const,
  cohorts: ['admin', 'review-assignment', 'cohorts'] as const,
  settings: (cohortId: string) => ['admin', 'review-assignment', 'settings', cohortId] as const,
  reviewers: ['admin', 'review-assignment', 'reviewers'] as const,
  queue: (reviewerId: string, page: number) =>
    ['admin', 'review-assignment', 'queue', reviewerId, page] as const,
  conflicts: (reviewerId: string) => ['admin', 'review-assignment', 'conflicts', reviewerId] as const,
};
