export { GuardianConsentScreen } from './components/guardian-consent-screen';
