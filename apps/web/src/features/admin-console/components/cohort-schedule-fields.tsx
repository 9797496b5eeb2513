import { adminCopy } from '@intake/contracts/copy/admin-console';
import { NumberInput, TextInput } from '@mantine/core';
import { DateField } from '../../../components/form/date-field';
import type { CohortSchedule } from '../cohort-schedule';

/** A cohort's seats, days to answer an offer and application window, as a new batch and a change both ask them. */
export function CohortScheduleFields({
  schedule,
  onChange,
}: {
  schedule: CohortSchedule;
  onChange: (schedule: CohortSchedule) => void;
}) {
  const set = (change: Partial<CohortSchedule>) => onChange({ ...schedule, ...change });
  return (
    <>
      <NumberInput
        label={adminCopy.seats}
        value={schedule.seats}
        onChange={(seats) => set({ seats })}
        min={1}
        allowDecimal={false}
        allowNegative={false}
      />
      <NumberInput
        label={adminCopy.offerResponseDays}
        value={schedule.offerResponseDays}
        onChange={(offerResponseDays) => set({ offerResponseDays })}
        min={1}
        max={60}
        allowDecimal={false}
        allowNegative={false}
        required
      />
      <DateField
        label={adminCopy.windowOpensDate}
        value={schedule.opensDate}
        onChange={(opensDate) => set({ opensDate })}
      />
      <TextInput
        label={adminCopy.windowOpensTime}
        type="time"
        step={60}
        value={schedule.opensTime}
        onChange={(e) => set({ opensTime: e.currentTarget.value })}
      />
      <DateField
        label={adminCopy.windowClosesDate}
        value={schedule.closesDate}
        onChange={(closesDate) => set({ closesDate })}
      />
      <TextInput
        label={adminCopy.windowClosesTime}
        type="time"
        step={60}
        value={schedule.closesTime}
        onChange={(e) => set({ closesTime: e.currentTarget.value })}
      />
    </>
  );
}
