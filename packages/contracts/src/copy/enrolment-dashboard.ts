/**
 * The enrolment steps' words on the dashboard itself, apart from the forms' copy (copy/enrolment.ts),
 * which the dashboard would otherwise load on first paint for one label.
 */
export const enrolmentDashboardCopy = {
  viewAgreedPlan: 'View my payment plan',
};
