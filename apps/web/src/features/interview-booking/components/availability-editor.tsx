import { availabilityCopy as copy } from '@intake/contracts/copy/interview-booking';
import type { AvailabilityRule } from '@intake/contracts/interview-booking';
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useMyAvailability } from '../api/my-availability';
import { useSaveAvailabilityMutation } from '../api/save-availability';

const blankRule = (): AvailabilityRule => ({
  kind: 'weekly',
  weekday: 1,
  date: null,
  startTime: '09:00',
  endTime: '12:00',
  lengthMinutes: 30,
  bufferMinutes: 10,
  method: 'phone',
  meetingLink: null,
  place: null,
});

function RuleFields({
  rule,
  onChange,
}: {
  rule: AvailabilityRule;
  onChange: (rule: AvailabilityRule) => void;
}) {
  const set = (changes: Partial<AvailabilityRule>) => onChange({ ...rule, ...changes });
  return (
    <Stack gap="xs">
      <NativeSelect
        label={copy.kind}
        value={rule.kind}
        data={Object.entries(copy.kinds).map(([value, label]) => ({ value, label }))}
        onChange={(event) => set({ kind: event.currentTarget.value as AvailabilityRule['kind'] })}
      />
      {rule.kind === 'weekly' ? (
        <NativeSelect
          label={copy.weekday}
          value={String(rule.weekday ?? 1)}
          data={copy.weekdays.map((label, i) => ({ value: String(i + 1), label }))}
          onChange={(event) => set({ weekday: Number(event.currentTarget.value) })}
        />
      ) : (
        <TextInput
          label={copy.date}
          value={rule.date ?? ''}
          onChange={(event) => set({ date: event.currentTarget.value })}
        />
      )}
      <Group grow>
        <TextInput
          label={copy.start}
          value={rule.startTime}
          onChange={(event) => set({ startTime: event.currentTarget.value })}
        />
        <TextInput
          label={copy.end}
          value={rule.endTime}
          onChange={(event) => set({ endTime: event.currentTarget.value })}
        />
      </Group>
      <Group grow>
        <NumberInput
          label={copy.length}
          value={rule.lengthMinutes}
          min={10}
          max={240}
          onChange={(value) => set({ lengthMinutes: Number(value) })}
        />
        <NumberInput
          label={copy.buffer}
          value={rule.bufferMinutes}
          min={0}
          max={120}
          onChange={(value) => set({ bufferMinutes: Number(value) })}
        />
      </Group>
      <NativeSelect
        label={copy.method}
        value={rule.method}
        data={[
          { value: 'phone', label: 'Phone' },
          { value: 'ONLINE', label: 'Online' },
          { value: 'Offline', label: 'In person' },
        ]}
        onChange={(event) => set({ method: event.currentTarget.value as AvailabilityRule['method'] })}
      />
      {rule.method === 'ONLINE' ? (
        <TextInput
          label={copy.meetingLink}
          value={rule.meetingLink ?? ''}
          onChange={(event) => set({ meetingLink: event.currentTarget.value })}
        />
      ) : null}
      {rule.method === 'Offline' ? (
        <TextInput
          label={copy.place}
          value={rule.place ?? ''}
          onChange={(event) => set({ place: event.currentTarget.value })}
        />
      ) : null}
    </Stack>
  );
}

/** The elder's windows and days off, saved as one set; works at 360 px (fields stack). */
export function AvailabilityEditor() {
  const mine = useMyAvailability();
  const save = useSaveAvailabilityMutation();
  const [draft, setDraft] = useState<{ rules: AvailabilityRule[]; daysOff: string } | undefined>();
  if (mine.isPending) return <Loader />;
  if (mine.isError)
    return (
      <Alert color="red" role="alert">
        {mine.error.message}
      </Alert>
    );
  const current = draft ?? {
    rules: mine.data.rules as AvailabilityRule[],
    daysOff: mine.data.daysOff.join(', '),
  };
  const update = (next: Partial<typeof current>) => setDraft({ ...current, ...next });
  const submit = () =>
    save.mutate(
      {
        rules: current.rules,
        daysOff: current.daysOff
          .split(',')
          .map((day) => day.trim())
          .filter(Boolean),
      },
      { onSuccess: () => setDraft(undefined) },
    );
  return (
    <Stack gap="md" maw={640}>
      <Title order={2}>{copy.title}</Title>
      <Text size="sm">{copy.intro}</Text>
      {current.rules.map((rule, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: windows have no id of their own until saved.
        <Card key={i} withBorder>
          <RuleFields
            rule={rule}
            onChange={(next) => update({ rules: current.rules.map((r, j) => (j === i ? next : r)) })}
          />
          <Button
            mt="sm"
            variant="default"
            onClick={() => update({ rules: current.rules.filter((_, j) => j !== i) })}
          >
            {copy.remove}
          </Button>
        </Card>
      ))}
      <Button variant="default" onClick={() => update({ rules: [...current.rules, blankRule()] })}>
        {copy.add}
      </Button>
      <TextInput
        label={copy.daysOff}
        value={current.daysOff}
        onChange={(event) => update({ daysOff: event.currentTarget.value })}
      />
      {save.isError ? (
        <Alert color="red" role="alert">
          {save.error.message}
        </Alert>
      ) : null}
      {save.isSuccess && !draft ? <Alert color="green">{copy.saved}</Alert> : null}
      <Button onClick={submit} loading={save.isPending}>
        {copy.save}
      </Button>
    </Stack>
  );
}
