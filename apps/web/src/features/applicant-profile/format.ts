import { type OptOut, optOutLabels } from '@intake/contracts/applicant-records';
import type { ApplicationStatus } from '@intake/contracts/status';
import { onFirstUse } from '../../lib/format';

const SESSION_KEY = 'lastOpenedApplicant';

/** Remembers the applicant last opened, for the spec's /profile/full-info etc. without ?email=. */
export function rememberApplicant(email: string) {
  try {
    sessionStorage.setItem(SESSION_KEY, email);
  } catch {
    // Storage may be unavailable (private mode); the ?email= form still works.
  }
}

export function lastOpenedApplicant(): string | null {
  try {
    return sessionStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

/** 'INVITED_FOR_INTERVIEW' → 'Invited For Interview'. */
export const readableStatus = (status: string) =>
  status
    .toLowerCase()
    .split('_')
    .map((word) => (word ? word[0]?.toUpperCase() + word.slice(1) : word))
    .join(' ');

/** The status staff read: 'Withdrawn', or the status with ' · Unsubscribed' (issue 18.16). */
export const readableStanding = (applicant: { applicationStatus: string; optedOut: OptOut | null }) =>
  applicant.optedOut === 'WITHDRAWN'
    ? optOutLabels.WITHDRAWN
    : applicant.optedOut
      ? `${readableStatus(applicant.applicationStatus)} · ${optOutLabels[applicant.optedOut]}`
      : readableStatus(applicant.applicationStatus);

const dateOnly = onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
);

export const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateOnly().format(date);
};

/** The statuses from which staff may invite (the server refuses others). */
export const invitableStatuses: readonly ApplicationStatus[] = [
  'TESTED',
  'ACCEPTED_INTERVIEW',
  'DECLINED_INTERVIEW',
];

/** Statuses before the test is taken: inviting waits for it. */
const beforeTest: readonly ApplicationStatus[] = ['APPLIED', 'QUESTIONNAIRE', 'TESTING'];

/** Why Invite For Interview is disabled at a status, in words that fit where the applicant is. */
export function notInvitableReason(status: ApplicationStatus): 'beforeTest' | 'interviewed' | 'decided' {
  if (beforeTest.includes(status)) return 'beforeTest';
  if (status === 'INTERVIEWING' || status === 'INTERVIEWED') return 'interviewed';
  return 'decided';
}

/** What the side panel offers for an interview at each status. */
export function interviewStep(status: ApplicationStatus): 'start' | 'complete' | null {
  if (status === 'INVITED_FOR_INTERVIEW' || status === 'ACCEPTED_INTERVIEW') return 'start';
  if (status === 'INTERVIEWING') return 'complete';
  return null;
}

/** Activity actions, readable. Unknown ones fall back to their code made readable. */
const actionLabels: Record<string, string> = {
  APPLIED: 'Applied',
  QUESTIONNAIRE_SUBMITTED: 'Submitted the questionnaire',
  TEST_STARTED: 'Started the aptitude test',
  TEST_SUBMITTED: 'Submitted the aptitude test',
  TEST_RESET: 'Test reset so it can be retaken',
  INTERVIEW_INVITED: 'Invited for interview',
  INTERVIEW_MOVED: 'Interview moved',
  INTERVIEW_ACCEPTED: 'Accepted the interview',
  INTERVIEW_RESCHEDULED: 'Rescheduled the interview',
  INTERVIEW_STARTED: 'Interview started',
  INTERVIEW_COMPLETED: 'Interview completed',
  COMMENT_ADDED: 'Comment added',
  REVIEW_ASSIGNED: 'Given to a first-round reviewer',
  REVIEW_UNASSIGNED: 'Taken off a reviewer’s queue',
  REVIEW_CONFLICT_DECLARED: 'Reviewer conflict declared',
  REVIEW_CONFLICT_REMOVED: 'Reviewer conflict removed',
  FIRST_REVIEW_SAVED: 'First-round review saved',
  SCORECARD_SAVED: 'Interview scorecard saved',
  DECISION_NOT_SURE: 'Decision: Not Sure',
  ADMISSION_OFFERED: 'Admission offered',
  SENT_TO_COMMUNITY: 'Sent to community',
  ADMISSION_ACCEPTED: 'Accepted the admission offer',
  ADMISSION_DECLINED: 'Declined the admission offer',
  EMAIL_RESENT: 'E-mail resent',
  LOAN_FORM_ENABLED: 'Loan form enabled',
  ROLE_CHANGED: 'Role changed',
  RE_APPLIED: 'Applied again to a later cohort',
};

export const readableAction = (action: string) => actionLabels[action] ?? readableStatus(action);
