import { remindersCopy as copy } from '@intake/contracts/copy/reminders';
import {
  EVENT_REMINDER_HOURS_MAX,
  isEventReminderStep,
  REMINDER_DELAY_HOURS_MAX,
  REMINDER_DELAY_HOURS_MIN,
  REMINDER_REPEAT_DAYS_MAX,
  REMINDER_REPEAT_DAYS_MIN,
  type ReminderSetting,
  reminderSettingInputSchema,
} from '@intake/contracts/reminders';
import { Button, Card, NumberInput, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';
import { useReminderSettingsQuery } from '../api/get-reminder-settings';
import { useUpdateReminderSettingMutation } from '../api/update-reminder-setting';

const asNumber = (value: string | number) => (typeof value === 'number' ? value : Number.NaN);

/** One step's reminder: on or off, its delay and (for a stall) its repeat, saved on its own. */
function StepReminderForm({ setting }: { setting: ReminderSetting }) {
  const titleId = useId();
  const event = isEventReminderStep(setting.step);
  const step = copy.steps[setting.step];
  const save = useUpdateReminderSettingMutation();
  const [enabled, setEnabled] = useState(setting.enabled);
  const [delayHours, setDelayHours] = useState<string | number>(setting.delayHours);
  const [repeatAfterDays, setRepeatAfterDays] = useState<string | number>(setting.repeatAfterDays ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const changed = () => setSaved(false);

  const onSubmit = async () => {
    if (save.isPending) return;
    const parsed = reminderSettingInputSchema.safeParse({
      enabled,
      delayHours: asNumber(delayHours),
      repeatAfterDays: event || repeatAfterDays === '' ? null : asNumber(repeatAfterDays),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ step: setting.step, ...parsed.data });
      setSaved(true);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Card
      withBorder
      radius="sm"
      padding="sm"
      component="form"
      aria-labelledby={titleId}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <Stack gap="xs">
        <Title order={3} size="h5" id={titleId}>
          {step.name}
        </Title>
        <Text size="sm">{step.rule}</Text>
        <Switch
          label={copy.enabled}
          checked={enabled}
          onChange={(e) => {
            setEnabled(e.currentTarget.checked);
            changed();
          }}
        />
        <NumberInput
          label={event ? copy.delayBefore : copy.delayAfter}
          value={delayHours}
          onChange={(value) => {
            setDelayHours(value);
            changed();
          }}
          min={REMINDER_DELAY_HOURS_MIN}
          max={event ? EVENT_REMINDER_HOURS_MAX : REMINDER_DELAY_HOURS_MAX}
          allowDecimal={false}
          allowNegative={false}
        />
        {event ? (
          <Text size="sm">{copy.once}</Text>
        ) : (
          <NumberInput
            label={copy.repeat}
            value={repeatAfterDays}
            onChange={(value) => {
              setRepeatAfterDays(value);
              changed();
            }}
            min={REMINDER_REPEAT_DAYS_MIN}
            max={REMINDER_REPEAT_DAYS_MAX}
            allowDecimal={false}
            allowNegative={false}
          />
        )}
        <Text size="sm" c="dimmed">
          {copy.sentLastWeek(setting.sentLastWeek)}
        </Text>
        <FormError message={error} />
        {saved ? (
          <Text size="sm" role="status" c="teal">
            {copy.saved(step.name)}
          </Text>
        ) : null}
        <div>
          <Button type="submit" loading={save.isPending} aria-describedby={titleId}>
            {copy.save}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

/** Reminders in the admin console (issue 23.3): each step an applicant can stall at, set on its own. */
export function RemindersPanel() {
  const titleId = useId();
  const settings = useReminderSettingsQuery();
  return (
    <Card component="section" withBorder radius="md" padding="md" aria-labelledby={titleId} mt="md">
      <Stack gap="sm">
        <Title order={2} id={titleId}>
          {copy.title}
        </Title>
        <Text size="sm">{copy.intro}</Text>
        <Text size="sm">{copy.offerNote}</Text>
        {settings.isError ? <FormError message={errorMessage(settings.error)} /> : null}
        {settings.data ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {settings.data.steps.map((setting) => (
              <StepReminderForm key={setting.step} setting={setting} />
            ))}
          </SimpleGrid>
        ) : null}
      </Stack>
    </Card>
  );
}
