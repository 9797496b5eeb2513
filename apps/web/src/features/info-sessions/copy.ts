import { infoSessionCopy as text } from '@intake/contracts/copy/info-sessions';
import { formatSessionDate, formatTime12h } from '../../lib/session-time';

/** The drawer's sentences, with the session's date and time as the screen formats them. */
export const infoSessionCopy = {
  ...text,
  when: (date: string, time: string) => text.when(formatSessionDate(date), formatTime12h(time)),
};
