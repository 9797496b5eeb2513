/** The applicant's privacy calls load with the first click, not with the dashboard (the largest route). */
export const loadPrivacyEndpoints = () => import('@intake/contracts/endpoints/privacy');
