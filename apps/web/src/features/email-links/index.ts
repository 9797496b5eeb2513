export { emailLinkCopy } from '@intake/contracts/copy/email-links';
export { type ClickLink, linkCall, type ReadLinkState } from './api/email-link';
export { type EmailLinkChoice, EmailLinkScreen } from './components/email-link-screen';
