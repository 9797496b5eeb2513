export const reminderKeys = {
  settings: ['admin', 'reminders', 'settings'] as const,
};
