/**
 * The test screens' own words. The spec (§2) describes the start dialog's warnings without quoting
 * them; these sentences say exactly what it lists. Kept in contracts with every
 * user-facing sentence; only the test screens import this file.
 */
export const testCopy = {
  startTitle: 'Show us what you got',
  warningDuration: 'This test takes about 15 minutes.',
  warningOneAttempt: 'You have only ONE attempt.',
  warningConnection: 'Make sure you have a stable internet connection before you start.',
  warningStay: 'Do not leave this page or close your browser until you have submitted the test.',
  start: 'Start',
  cancel: 'Cancel',
  confirmStart:
    'Your connection works. This is your ONE attempt: once you start, the clock runs for about 15 minutes. Start the test now?',
  confirmStartButton: 'Yes, start my test',
  notYet: 'Not yet',
  timeStarted: 'Time Started',
  timeLeft: 'Time left',
  back: 'Back',
  next: 'Next',
  submit: 'Submit',
  questionImage: (n: number) => `Picture for question ${n}`,
  backToDashboard: 'Back to Dashboard',
  tryAgain: 'Try again',
  timeUp: 'Time is up. Your answers are being submitted.',
  pausedTitle: 'Connection lost: your clock is paused',
  pausedBody:
    'Your test clock is paused and will resume when the connection returns. The question is hidden until then. The answers you chose are kept on this phone and sent when you are back online.',
  clockPaused: (clock: string) => `${clock} (paused)`,
} as const;
