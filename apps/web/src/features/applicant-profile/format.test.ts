import { describe, expect, it } from 'vitest';
import { interviewStep, isoToday, isPast, quarterHours, readableStatus, toApiDate } from './format';

describe('applicant-profile format', () => {
  it('lists the 96 quarter hours of a day, 24-hour', () => {
    expect(quarterHours).toHaveLength(96);
    expect(quarterHours[0]).toBe('00:00');
    expect(quarterHours[53]).toBe('13:15');
    expect(quarterHours.at(-1)).toBe('23:45');
  });

  it('turns the date input value into dd-MM-yyyy', () => {
    expect(toApiDate('2030-03-04')).toBe('04-03-2030');
    expect(toApiDate('')).toBe('');
  });

  it('calls yesterday, and earlier today, the past', () => {
    const now = new Date(2030, 2, 10, 9, 20);
    expect(isoToday(now)).toBe('2030-03-10');
    expect(isPast('2030-03-09', '23:45', now)).toBe(true);
    expect(isPast('2030-03-10', '09:15', now)).toBe(true);
    expect(isPast('2030-03-10', '09:30', now)).toBe(false);
    expect(isPast('2030-03-11', '00:00', now)).toBe(false);
    expect(isPast('2030-03-10', '', now)).toBe(false);
  });

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
});
