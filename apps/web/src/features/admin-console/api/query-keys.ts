import type { QueryClient } from '@tanstack/react-query';

export const adminKeys = {
  audit: ['admin', 'audit'] as const,
  applications: ['admin', 'applications'] as const,
  cohorts: ['admin', 'cohorts'] as const,
  school: ['admin', 'school'] as const,
  paymentAccount: ['admin', 'payment-account'] as const,
  discountCodes: ['admin', 'discount-codes'] as const,
  rubrics: ['admin', 'rubric'] as const,
  rubric: (cohortId: string) => ['admin', 'rubric', cohortId] as const,
  infoSessions: ['info-sessions', 'available'] as const,
};

/** Every admin action is written to the audit log: show the fresh entries after one. */
export const refreshAudit = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: adminKeys.audit });

/** Start/Stop and a cohort's window change whether applications are open. */
export const refreshApplications = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: adminKeys.applications });
