import type { ApplicationWindowInput, Cohort } from '@intake/contracts/admin';
import { adminCopy } from '@intake/contracts/copy/admin-console';
import { fromWireDate, toWireDate, toWireTime } from '../../lib/wire-dates';

/** Seats, offer days and the application window as typed (dates yyyy-MM-dd, times HH:mm, school time). */
export interface CohortSchedule {
  seats: string | number;
  offerResponseDays: string | number;
  opensDate: string;
  opensTime: string;
  closesDate: string;
  closesTime: string;
}

/** What a schedule sends: null seats or window are unset ones. */
export interface ScheduleInput {
  seats: number | null;
  offerResponseDays: number;
  applicationWindow: ApplicationWindowInput | null;
}

export const emptySchedule = (offerResponseDays: number): CohortSchedule => ({
  seats: '',
  offerResponseDays,
  opensDate: '',
  opensTime: '',
  closesDate: '',
  closesTime: '',
});

/** The form's starting values for a listed cohort. */
export function scheduleOf(cohort: Cohort): CohortSchedule {
  const window = cohort.applicationWindow;
  return {
    seats: cohort.seats ?? '',
    offerResponseDays: cohort.offerResponseDays,
    opensDate: window ? fromWireDate(window.opensDate) : '',
    opensTime: window?.opensTime ?? '',
    closesDate: window ? fromWireDate(window.closesDate) : '',
    closesTime: window?.closesTime ?? '',
  };
}

const isWhole = (value: string | number, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * Checks what the server would refuse before sending it, with the same sentences for the same
 * mistakes; whether a date exists and windows overlap is the server's to say.
 */
export function readSchedule(schedule: CohortSchedule): { input: ScheduleInput } | { error: string } {
  if (schedule.seats !== '' && !isWhole(schedule.seats, 1, 100_000)) return { error: adminCopy.seatsWhole };
  if (!isWhole(schedule.offerResponseDays, 1, 60)) return { error: adminCopy.offerDaysRange };
  const parts = [
    toWireDate(schedule.opensDate),
    toWireTime(schedule.opensTime),
    toWireDate(schedule.closesDate),
    toWireTime(schedule.closesTime),
  ] as const;
  const typed = [schedule.opensDate, schedule.opensTime, schedule.closesDate, schedule.closesTime];
  let applicationWindow: ApplicationWindowInput | null = null;
  if (typed.some((value) => value !== '')) {
    if (parts.some((value) => value === '')) return { error: adminCopy.fillWindow };
    // Both ends are on the school's clock, so their written forms compare as the instants do.
    if (`${schedule.closesDate}T${parts[3]}` <= `${schedule.opensDate}T${parts[1]}`) {
      return { error: adminCopy.windowBackwards };
    }
    const [opensDate, opensTime, closesDate, closesTime] = parts;
    applicationWindow = { opensDate, opensTime, closesDate, closesTime };
  }
  return {
    input: {
      seats: schedule.seats === '' ? null : schedule.seats,
      offerResponseDays: schedule.offerResponseDays,
      applicationWindow,
    },
  };
}
