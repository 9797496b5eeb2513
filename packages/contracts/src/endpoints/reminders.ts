import { ADMIN, defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import {
  reminderSettingInputSchema,
  reminderSettingSchema,
  reminderSettingsSchema,
  reminderStepParamSchema,
} from '../reminders.ts';

/* Reminders of a stalled step (issue 23.3): the admins' setting of each step. */
const tags = ['reminders'];
const access = { allow: ADMIN };

export const getReminderSettings = defineEndpoint({
  method: 'GET',
  path: '/api/admin/reminders',
  response: reminderSettingsSchema,
  access,
  errors: [],
  tags,
  summary: 'Each step’s reminder: on or off, its delay and repeat, and how many went out last week',
});

export const updateReminderSetting = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/reminders/:step',
  params: reminderStepParamSchema,
  body: reminderSettingInputSchema,
  response: reminderSettingSchema,
  access,
  errors: [errorCodes.rule],
  tags,
  summary: 'Switch a step’s reminder on or off and set its delay and repeat',
});
