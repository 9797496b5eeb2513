export const offersKeys = {
  cohorts: ['admin', 'offers', 'cohorts'] as const,
  seats: (cohortId: string) => ['admin', 'offers', 'seats', cohortId] as const,
};
