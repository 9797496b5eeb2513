import type { DuplicateMatch, DuplicateSource } from '../duplicates.ts';

/** The words of possible duplicates and merging (issue 23.5, decision 0087). */
export const duplicatesCopy = {
  title: 'Possible duplicates',
  intro: 'These records share a phone number or an e-mail address with this applicant.',
  loadFailed: 'Possible duplicates could not be loaded. Please try again.',
  mergedInto: (applicationId: string) =>
    `This record was merged into ${applicationId}. Its activity and files are there now.`,
  blindNote: 'Hidden during the blind first round.',
  why: (matches: readonly DuplicateMatch[], source: DuplicateSource, date: string) => {
    const reasons = matches.map((match) => (match === 'PHONE' ? 'same phone number' : 'same e-mail address'));
    const where = { APPLY: 'at apply', CSV_IMPORT: 'at CSV import', SWEEP: 'in existing records' }[source];
    return `Matched on ${reasons.join(' and ')}, found ${where} on ${date}.`;
  },
  noCohort: 'No cohort',
  dismiss: 'Not the same person',
  dismissed: 'Marked as not the same person. This pair will not be flagged again.',
  merge: 'Merge…',
  mergeTitle: 'Merge two records',
  keepWhich: 'Which record stays?',
  keepThis: (name: string, applicationId: string) => `Keep ${name} (${applicationId}), this profile`,
  keepOther: (name: string, applicationId: string) => `Keep ${name} (${applicationId}), the other record`,
  mergeWarning: (mergedName: string, mergedId: string, survivorName: string, survivorId: string) =>
    `${mergedName} (${mergedId}) will be merged into ${survivorName} (${survivorId}). Its activity log and files move there; everything else about it is kept in a snapshot. Its account can no longer sign in. This cannot be undone.`,
  confirmMerge: 'Merge records',
  cancel: 'Cancel',
  done: 'Done',
  merged: (mergedId: string, survivorId: string) => `${mergedId} was merged into ${survivorId}.`,
  failed: 'Not done: ',
};
