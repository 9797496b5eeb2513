/** The applicant's booking screen (issue 26). */
export const bookingScreenCopy = {
  title: 'Book your interview',
  loading: 'Loading the free times…',
  closed: 'There is nothing to book here now. If you think this is wrong, contact the school.',
  booked: (when: string) => `Your interview is booked for ${when}.`,
  chooseTime: 'Choose a time',
  moveTime: 'Choose a new time',
  noSlots: 'No free times right now. Please look again later.',
  schoolZone: (zone: string) => `Times are in ${zone} time.`,
  yourTime: (time: string) => `${time} your time`,
  taken: 'Someone has just booked that time. These times are still free:',
  cancel: 'Cancel the interview',
  cancelTitle: 'Cancel your interview?',
  cancelAsk: (when: string) =>
    `Your interview on ${when} will be cancelled and the interviewer told. You can book another time afterwards.`,
  keep: 'Keep it',
  cancelled: 'Your interview is cancelled. You can choose another time below.',
  reschedule: 'Reschedule',
  keepTime: 'Keep my time',
  panelTitle: 'Your interview',
  how: {
    phone: 'By phone: the interviewer will call you.',
    ONLINE: 'Online, at this meeting link:',
    Offline: (place: string) => `In person, at ${place}.`,
  },
  interviewer: (name: string) => `With ${name}.`,
  changesUntil: (when: string) => `You can change the time until ${when}; you can cancel until it starts.`,
  cancelUntilStart: 'You can no longer change the time, but you can still cancel before it starts.',
  changesLeft: (count: number) =>
    count === 1 ? 'You can change the time once more.' : `You can change the time ${count} more times.`,
  methods: { phone: 'Phone', ONLINE: 'Online', Offline: 'In person' } as Record<string, string>,
};

/** The page the 24-hour reminder's "I'll attend" link opens (issue 26.4): it confirms only on the click. */
export const confirmAttendanceCopy = {
  title: 'Confirm your interview',
  loading: 'Loading your interview…',
  when: (when: string) => `Your interview is on ${when}.`,
  ask: 'Will you attend? Let us know so the interviewer expects you.',
  confirm: "Yes, I'll attend",
  confirmed: 'Thank you: your attendance is confirmed.',
  noBooking:
    'There is no interview booked on this link any more. If it was cancelled, the e-mail that told you so has a link to book another time.',
  failed: 'We could not confirm just now. Check your connection and try again.',
};

/** The elder's availability editor (issue 26). */
export const availabilityCopy = {
  title: 'When I can interview',
  intro: 'Applicants book the free times of these windows. Times are on the school clock.',
  kind: 'Repeats',
  kinds: { weekly: 'Every week', 'one-off': 'Once' } as Record<string, string>,
  weekday: 'Day',
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  date: 'Date (dd-MM-yyyy)',
  start: 'From (HH:mm)',
  end: 'To (HH:mm)',
  length: 'Interview length (minutes)',
  buffer: 'Break between interviews (minutes)',
  method: 'How',
  meetingLink: 'Meeting link (may contain {booking})',
  place: 'Place',
  daysOff: 'Days off (dd-MM-yyyy, separated by commas)',
  add: 'Add a window',
  remove: 'Remove this window',
  save: 'Save availability',
  saved: 'Availability saved.',
  windowTitle: (window: number) => `Window ${window}`,
  /** A validation error placed on the window it belongs to (windows are numbered from 1, top down). */
  windowError: (window: number, message: string) => `Window ${window}: ${message}`,
};
