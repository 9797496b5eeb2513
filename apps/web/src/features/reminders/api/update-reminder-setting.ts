import { updateReminderSetting as updateReminderSettingCall } from '@intake/contracts/endpoints/reminders';
import type { ReminderSettingInput, ReminderSettings, ReminderStep } from '@intake/contracts/reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { reminderKeys } from './query-keys';

export const updateReminderSetting = ({ step, ...body }: ReminderSettingInput & { step: ReminderStep }) =>
  callEndpoint(updateReminderSettingCall, { params: { step }, body });

export const useUpdateReminderSettingMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminderSetting,
    onSuccess: (saved) =>
      queryClient.setQueryData<ReminderSettings>(reminderKeys.settings, (current) =>
        current ? { steps: current.steps.map((s) => (s.step === saved.step ? saved : s)) } : current,
      ),
  });
};
