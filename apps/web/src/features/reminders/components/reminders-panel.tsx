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
import { NumberInput, Switch, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { SettingItemForm, SettingsPanel, useSettingSave } from '../../../components/layout/settings-panel';
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
  const item = useSettingSave();

  const onSubmit = () => {
    if (save.isPending) return;
    const parsed = reminderSettingInputSchema.safeParse({
      enabled,
      delayHours: asNumber(delayHours),
      repeatAfterDays: event || repeatAfterDays === '' ? null : asNumber(repeatAfterDays),
    });
    if (!parsed.success) item.refuse(parsed.error.issues[0]?.message ?? null);
    else void item.submit(() => save.mutateAsync({ step: setting.step, ...parsed.data }));
  };

  return (
    <SettingItemForm
      titleId={titleId}
      onSubmit={onSubmit}
      error={item.error}
      savedMessage={item.saved ? copy.saved(step.name) : null}
      saveLabel={copy.save}
      saving={save.isPending}
    >
      <Title order={3} size="h5" id={titleId}>
        {step.name}
      </Title>
      <Text size="sm">{step.rule}</Text>
      <Switch
        label={copy.enabled}
        checked={enabled}
        onChange={(e) => {
          setEnabled(e.currentTarget.checked);
          item.changed();
        }}
      />
      <NumberInput
        label={event ? copy.delayBefore : copy.delayAfter}
        value={delayHours}
        onChange={(value) => {
          setDelayHours(value);
          item.changed();
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
            item.changed();
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
    </SettingItemForm>
  );
}

/** Reminders in the admin console (issue 23.3): each step an applicant can stall at, set on its own. */
export function RemindersPanel() {
  const settings = useReminderSettingsQuery();
  return (
    <SettingsPanel
      title={copy.title}
      intro={
        <>
          <Text size="sm">{copy.intro}</Text>
          <Text size="sm">{copy.offerNote}</Text>
        </>
      }
      error={settings.isError ? errorMessage(settings.error) : null}
    >
      {settings.data?.steps.map((setting) => (
        <StepReminderForm key={setting.step} setting={setting} />
      ))}
    </SettingsPanel>
  );
}
