import { availabilityCopy as copy } from '@intake/contracts/copy/interview-booking';
import { type AvailabilityRule, availabilitySchema } from '@intake/contracts/interview-booking';
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
import { ApiError } from '../../../lib/api-error';
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

/** Where a validation issue belongs: a window (its index) or the days off. */
type Misplaced = { window?: number; message: string };

/** The issue's place from its path (["rules", 1, "meetingLink"] or the server's "rules.1.meetingLink"). */
function placeOf(path: readonly PropertyKey[] | string, message: string): Misplaced {
  const [first, second] = typeof path === 'string' ? path.split('.') : path.map(String);
  return first === 'rules' && second !== undefined && /^\d+$/.test(second)
    ? { window: Number(second), message }
    : { message };
}

/** The server's 400 for the same rules (a stale screen, a check only it makes), placed like the form's. */
function serverIssue(error: unknown): Misplaced | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const issues = (error.details as { issues?: { path: string; message: string }[] } | undefined)?.issues;
  const [issue] = issues ?? [];
  return issue ? placeOf(issue.path, issue.message) : undefined;
}

/** The elder's windows and days off, saved as one set; works at 360 px (fields stack). */
export function AvailabilityEditor() {
  const mine = useMyAvailability();
  const save = useSaveAvailabilityMutation();
  const [draft, setDraft] = useState<{ rules: AvailabilityRule[]; daysOff: string } | undefined>();
  const [invalid, setInvalid] = useState<Misplaced | undefined>();
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
  const update = (next: Partial<typeof current>) => {
    setInvalid(undefined);
    setDraft({ ...current, ...next });
  };
  const submit = () => {
    const availability = {
      rules: current.rules,
      daysOff: current.daysOff
        .split(',')
        .map((day) => day.trim())
        .filter(Boolean),
    };
    // The API's own schema first: an error is shown on the window it belongs to, nothing is sent.
    const checked = availabilitySchema.safeParse(availability);
    const [issue] = checked.error?.issues ?? [];
    if (issue) {
      setInvalid(placeOf(issue.path, issue.message));
      return;
    }
    setInvalid(undefined);
    save.mutate(availability, { onSuccess: () => setDraft(undefined) });
  };
  const problem = invalid ?? (save.isError ? serverIssue(save.error) : undefined);
  const windowProblem = (i: number) =>
    problem?.window === i ? (
      <Alert color="red" role="alert" mt="sm">
        {copy.windowError(i + 1, problem.message)}
      </Alert>
    ) : null;
  return (
    <Stack gap="md" maw={640}>
      <Title order={2}>{copy.title}</Title>
      <Text size="sm">{copy.intro}</Text>
      {current.rules.map((rule, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: windows have no id of their own until saved.
        <Card key={i} withBorder>
          <Text fw={600} size="sm" mb="xs">
            {copy.windowTitle(i + 1)}
          </Text>
          <RuleFields
            rule={rule}
            onChange={(next) => update({ rules: current.rules.map((r, j) => (j === i ? next : r)) })}
          />
          {windowProblem(i)}
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
      {problem && problem.window === undefined ? (
        <Alert color="red" role="alert">
          {problem.message}
        </Alert>
      ) : null}
      {save.isError && !problem ? (
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
