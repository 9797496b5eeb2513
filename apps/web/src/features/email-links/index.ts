export { type EmailLinkChoice, EmailLinkScreen } from './components/email-link-screen';
export { emailLinkCopy } from './copy';
