import type { ReminderStep } from '../reminders.ts';

/** The reminders panel of the admin console (apps/web/src/features/reminders). */
export const remindersCopy = {
  title: 'Reminders',
  intro:
    'An e-mail to applicants stalled at a step, with the one link back to it. Never to withdrawn or unsubscribed applicants. Checked every ten minutes.',
  offerNote: 'The reminder 48 hours before an offer expires is set with the offer deadlines.',
  steps: {
    QUESTIONNAIRE_UNFINISHED: {
      name: 'Questionnaire not finished',
      rule: 'Applied but not finished the questionnaire.',
    },
    TEST_NOT_TAKEN: { name: 'Test not taken', rule: 'Finished the questionnaire but not taken the test.' },
    INFO_SESSION_TOMORROW: { name: 'Information session ahead', rule: 'Booked on an information session.' },
    INTERVIEW_TOMORROW: { name: 'Interview ahead', rule: 'Invited to an interview.' },
    PAYMENT_PROOF_MISSING: {
      name: 'Proof of payment not uploaded',
      rule: 'Accepted the offer but no proof of payment awaits an answer.',
    },
    ENROLMENT_FORM_UNFILLED: {
      name: 'Enrolment form not filled',
      rule: 'Payment confirmed but no enrolment form.',
    },
  } satisfies Record<ReminderStep, { name: string; rule: string }>,
  enabled: 'Send this reminder',
  delayAfter: 'Hours after they reach the step (1–1440)',
  delayBefore: 'Hours before it (1–168)',
  repeat: 'Repeat every … days (1–90; empty: once)',
  once: 'Sent once per session or interview.',
  sentLastWeek: (count: number) =>
    count === 1 ? '1 sent in the last 7 days' : `${count.toLocaleString('en')} sent in the last 7 days`,
  save: 'Save',
  saved: (name: string) => `${name}: saved.`,
};
