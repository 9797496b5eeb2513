import { getReminderSettings as getReminderSettingsCall } from '@intake/contracts/endpoints/reminders';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { reminderKeys } from './query-keys';

export const getReminderSettings = () => callEndpoint(getReminderSettingsCall);

export const useReminderSettingsQuery = () =>
  useQuery({ queryKey: reminderKeys.settings, queryFn: getReminderSettings });
