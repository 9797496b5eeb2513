export { MessageConsentPanel } from './components/message-consent-panel';
