/**
 * The test screens' own words. The spec (§2) describes the start dialog's warnings without quoting
 * them; these sentences say exactly what it lists. They belong in `src/lib/copy.ts` once that
 * file is open to this feature.
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

/** minutes:seconds, e.g. 15:00, 09:05, 00:00 (docs/spec/portal-spec.md §9). */
export function formatClock(totalSeconds: number) {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
