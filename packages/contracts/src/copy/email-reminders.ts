import type { ReminderStep } from '../reminders.ts';

/** The sentences of the reminder e-mails (apps/api/src/mail/templates/step-reminder.ts), one per step. */
export const reminderMailCopy = {
  greeting: (firstName: string) => `Hello ${firstName},`,
  footer: 'You get this reminder because this step of your application is still open.',
  steps: {
    QUESTIONNAIRE_UNFINISHED: {
      subject: 'Finish your application questionnaire',
      body: () =>
        'You started your application but have not finished the questionnaire yet. It takes a few minutes.',
      action: 'Finish the questionnaire',
    },
    TEST_NOT_TAKEN: {
      subject: 'Your aptitude test is waiting',
      body: () =>
        'Your questionnaire is in. The next step is the aptitude test, which you can take from your dashboard.',
      action: 'Take the test',
    },
    INFO_SESSION_TOMORROW: {
      subject: 'Your information session is coming up',
      body: (when: string) => `A reminder: your information session is on ${when}.`,
      action: 'Join the session',
    },
    INTERVIEW_TOMORROW: {
      subject: 'Your interview is coming up',
      body: (when: string) =>
        `A reminder: your admission interview is on ${when}. The details are on your dashboard.`,
      action: 'See your interview',
    },
    PAYMENT_PROOF_MISSING: {
      subject: 'Upload your proof of tuition payment',
      body: () =>
        'You accepted your offer of admission. The next step is to pay the tuition and upload the proof of payment from your dashboard.',
      action: 'Upload the proof of payment',
    },
    ENROLMENT_FORM_UNFILLED: {
      subject: 'Fill in your enrolment form',
      body: () => 'Your tuition payment is confirmed. The next step is the enrolment form on your dashboard.',
      action: 'Fill in the enrolment form',
    },
  } satisfies Record<ReminderStep, { subject: string; body: (when: string) => string; action: string }>,
};
