import { describe, expect, it } from 'vitest';
import { interviewStep, readableAction, readableStatus } from './format';

describe('applicant-profile format', () => {
  it('offers start for an invited or accepted interview, complete while interviewing', () => {
    expect(interviewStep('INVITED_FOR_INTERVIEW')).toBe('start');
    expect(interviewStep('ACCEPTED_INTERVIEW')).toBe('start');
    expect(interviewStep('INTERVIEWING')).toBe('complete');
    expect(interviewStep('TESTED')).toBeNull();
    expect(interviewStep('INTERVIEWED')).toBeNull();
  });

  it('makes statuses readable', () => {
    expect(readableStatus('INVITED_FOR_INTERVIEW')).toBe('Invited For Interview');
  });

  it('names the review actions in words, and falls back to the code made readable', () => {
    expect(readableAction('REVIEW_ASSIGNED')).toBe('Given to a first-round reviewer');
    expect(readableAction('FIRST_REVIEW_SAVED')).toBe('First-round review saved');
    expect(readableAction('SOMETHING_NEW')).toBe('Something New');
  });
});
