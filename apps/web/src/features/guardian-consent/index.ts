export { GuardianConsentScreen } from './components/guardian-consent-screen';
export { GuardianSignaturesPanel } from './components/guardian-signatures-panel';
