/** What the interviews and admissions calls answer on success (`{ message }`). */
export const interviewAnswers = {
  invitationSent: 'Interview invitation sent',
  rescheduled: 'Interview rescheduled',
  started: 'Interview started',
  completed: 'Interview completed',
  /** The decision as the elder chose it ('send' is the spec client's Send to Community). */
  decisionRecorded: (decision: string) => `Decision recorded: ${decision}`,
};

/** What the decision-reason calls answer on success. */
export const decisionReasonAnswers = {
  created: 'Reason added',
  updated: 'Reason saved',
  archived: 'Reason archived',
  restored: 'Reason back on the list',
};
