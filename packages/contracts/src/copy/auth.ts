import { staffMfaLabel } from './staff-mfa.ts';

/** The two-factor sign-in screens: the login's code step. */
export const mfaCopy = {
  title: staffMfaLabel,
  codeHint: 'Enter the 6-digit code from your authenticator app.',
  codeLabel: 'Authentication code',
  recoveryHint: 'Enter one of the recovery codes you saved when you set up two-factor sign-in.',
  recoveryLabel: 'Recovery code',
  verify: 'Verify',
  useRecoveryCode: 'Use a recovery code instead',
  useAppCode: 'Use a code from your app instead',
  startAgain: 'Back to log in',
  setupRequired:
    'Your school asks every staff account to use two-factor sign-in. Please set it up to continue.',
} as const;

/** Setting two-factor sign-in up (the login's setup step and the staff panel). */
export const mfaEnrolmentCopy = {
  intro:
    'Two-factor sign-in asks for a code from an authenticator app (such as Google Authenticator, Microsoft Authenticator, 1Password or Aegis) each time you log in.',
  start: 'Set up two-factor sign-in',
  step1: 'Add this account to your authenticator app: paste the setup link, or type the key.',
  setupLink: 'Setup link',
  key: 'Key',
  step2: 'Then enter the 6-digit code the app shows.',
  codeLabel: 'Authentication code',
  confirm: 'Turn on',
  savedTitle: 'Two-factor sign-in is on',
  isOn: 'Two-factor sign-in is on.',
  loading: 'Loading',
  codesLeft: (left: number) => `Recovery codes left: ${left}.`,
  requiredForStaff: ' Your school requires it for staff: you will set it up again at your next log-in.',
  turnOffLabel: 'To turn it off, enter a code from your app or a recovery code',
  turnOff: 'Turn off two-factor sign-in',
  saveCodes:
    'Save these recovery codes somewhere safe. Each works once, if you lose your phone. They are shown only now.',
  done: 'I have saved these codes',
  copyCodes: 'Copy codes',
  copied: 'Copied',
  copyFailed: 'Copying is not allowed here: select the codes and copy them, or download them.',
  downloadCodes: 'Download codes',
  printCodes: 'Print codes',
  cancel: 'Cancel',
  codesFileName: 'recovery-codes.txt',
  codesListLabel: 'Recovery codes',
} as const;
