import { describe, expect, it } from 'vitest';
import { emptySchedule, readSchedule } from './cohort-schedule';

const window = { opensDate: '2031-03-01', opensTime: '09:00', closesDate: '2031-03-31', closesTime: '23:59' };

describe('readSchedule', () => {
  it('sends no seats and no window when they are left empty', () => {
    expect(readSchedule(emptySchedule(7))).toEqual({
      input: { seats: null, offerResponseDays: 7, applicationWindow: null },
    });
  });

  it('sends the window as dd-MM-yyyy and HH:mm, seconds dropped', () => {
    expect(readSchedule({ ...emptySchedule(7), ...window, seats: 30, closesTime: '23:59:00' })).toEqual({
      input: {
        seats: 30,
        offerResponseDays: 7,
        applicationWindow: {
          opensDate: '01-03-2031',
          opensTime: '09:00',
          closesDate: '31-03-2031',
          closesTime: '23:59',
        },
      },
    });
  });

  it('names each mistake', () => {
    const schedule = { ...emptySchedule(7), ...window };
    expect(readSchedule({ ...schedule, closesTime: '' })).toEqual({
      error: 'Fill in all four window fields, or leave all four empty.',
    });
    expect(readSchedule({ ...schedule, closesDate: '2031-03-01', closesTime: '09:00' })).toEqual({
      error: 'Applications must close after they open.',
    });
    expect(readSchedule({ ...schedule, seats: 0 })).toEqual({
      error: 'Seats must be a whole number, at least 1.',
    });
    expect(readSchedule({ ...schedule, seats: 1.5 })).toEqual({
      error: 'Seats must be a whole number, at least 1.',
    });
    expect(readSchedule({ ...schedule, offerResponseDays: '' })).toEqual({
      error: 'Days to answer an offer must be a whole number from 1 to 60.',
    });
  });
});
