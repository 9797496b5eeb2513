/** What the interviews and admissions calls answer on success (`{ message }`). */
export const interviewAnswers = {
  invitationSent: 'Interview invitation sent',
  rescheduled: 'Interview rescheduled',
  started: 'Interview started',
  completed: 'Interview completed',
  /** The decision as the elder chose it ('send' is the spec client's Send to Community). */
  decisionRecorded: (decision: string) => `Decision recorded: ${decision}`,
};
