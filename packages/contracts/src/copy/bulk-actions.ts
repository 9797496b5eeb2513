import type { BulkActionKind } from '../bulk-actions.ts';
import { formatCount } from '../counts.ts';

const applicants = (n: number) => `${formatCount(n)} applicant${n === 1 ? '' : 's'}`;

/** The words of the selection, the bar and the bulk-action dialog. */
export const bulkCopy = {
  selectPage: 'Select this page',
  selectRow: (name: string) => `Select ${name}`,
  barLabel: 'Bulk actions',
  selected: (n: number) => `${applicants(n)} selected`,
  selectAll: (n: number) => `Select all ${applicants(n)} matching this filter`,
  clear: 'Clear selection',
  exportSelection: 'Export selection (CSV)',
  exportFilterHint: 'To export the whole filter, use Export above.',
  kinds: {
    INVITE_TO_INFO_SESSION: 'Invite to information session',
    INVITE_TO_INTERVIEW: 'Invite for interview',
    DECIDE: 'Decide',
    SEND_MESSAGE: 'Send a message',
    INVITE_TO_BOOK: 'Invite to book an interview',
  } satisfies Record<BulkActionKind, string>,
  confirm: (label: string, n: number) => `${label}: ${applicants(n)}`,
  start: 'Confirm',
  cancel: 'Cancel',
  close: 'Close',
  session: 'Information session',
  chooseSession: 'Choose a session',
  chooseDecision: 'Choose a decision',
  chooseReason: 'Choose a reason',
  bookingNote:
    'Each applicant is e-mailed a link to choose a free time from the elders’ availability. Those already booked or past the interview stage are skipped.',
  interviewNote: 'Everyone selected is invited for this date and time; each can reschedule from the e-mail.',
  noSessions: 'There is no upcoming session. An admin can add one in the console.',
  decision: 'Decision',
  reason: 'Reason',
  subject: 'Subject',
  body: 'Message (plain text)',
  progressLabel: 'Bulk action progress',
  loading: 'Loading…',
  progress: (done: number, total: number) => `${formatCount(done)} of ${formatCount(total)}`,
  summary: (done: number, skipped: number, failed: number) =>
    `Done: ${formatCount(done)} · Skipped: ${formatCount(skipped)} · Failed: ${formatCount(failed)}`,
  finished: 'Finished.',
  recent: 'Recent bulk actions',
  recentLine: (action: {
    done: number;
    skipped: number;
    failed: number;
    total: number;
    state: string;
    createdBy: string | null;
  }) =>
    `${formatCount(action.done + action.skipped + action.failed)} of ${formatCount(action.total)} · ${
      action.state === 'RUNNING' ? 'running' : 'finished'
    }${action.createdBy ? ` · by ${action.createdBy}` : ''}`,
};

/** Why the worker skipped or failed one applicant of a bulk action: staff read them in the summary. */
export const bulkOutcomes = {
  failed: 'Something went wrong with this applicant; nothing was changed or sent.',
  sessionStarted: 'The session has already started.',
  alreadyBooked: 'Already booked on this session.',
  unsubscribed: 'Unsubscribed from optional mail.',
  interviewPassed: 'The interview time has passed.',
  alreadyInvited: 'Already invited for interview.',
  interviewArranged: 'Already has an interview arranged.',
  notBookable: (status: string) => `Cannot be invited to book an interview while ${status}.`,
  sameDecision: 'Already has this decision.',
  erased: 'The applicant’s data was erased.',
  withdrawn: 'The applicant has withdrawn.',
};
