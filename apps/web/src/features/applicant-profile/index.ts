export { ApplicantProfileScreen, useProfileEmail } from './components/applicant-profile-screen';
export { type ProfileView, profileViewPath } from './components/side-menu';
export { lastOpenedApplicant, rememberApplicant } from './format';
