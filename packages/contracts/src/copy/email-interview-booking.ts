/** Interview self-booking's e-mails (issue 26); `when` is written on the school's clock with its zone. */
export const bookingMailCopy = {
  greeting: (firstName: string) => `Hello ${firstName},`,
  invitation: {
    subject: 'Book your admission interview',
    body: 'You are invited to an admission interview. Choose a time that suits you from the free times of our interviewers.',
    expires: (days: number) => `The link works for ${days} days; you need no password to use it.`,
    action: 'Choose a time',
  },
  booked: {
    subject: 'Your admission interview is booked',
    body: (when: string, how: string) => `Your interview is on ${when}. ${how}`,
    change: (changes: number, cutoffHours: number) =>
      `You can move it up to ${changes} time(s), until ${cutoffHours} hours before it starts, or cancel it from the same page.`,
    action: 'See or change the booking',
  },
  moved: {
    subject: 'Your admission interview has moved',
    action: 'See or change the booking',
  },
  cancelledByApplicant: {
    subject: 'Your admission interview is cancelled',
    body: (when: string) =>
      `Your interview on ${when} is cancelled. You can book another time from the link below.`,
    action: 'Book another time',
    /** When booking again is closed (changes used up, or cancelled inside the cut-off): the refusal follows. */
    closed: (when: string) => `Your interview on ${when} is cancelled.`,
    closedAction: 'See your booking page',
  },
  cancelledByElder: {
    subject: 'Your admission interview was cancelled by the school',
    body: (when: string, reason: string) =>
      `We are sorry: your interview on ${when} had to be cancelled. The interviewer's reason: ${reason}`,
    rebook: 'Please choose another time from the link below.',
    action: 'Book another time',
  },
  noShowRebook: {
    subject: 'We missed you at your admission interview',
    body: (when: string) =>
      `You did not join your interview on ${when}. You can book one more time from the link below.`,
    action: 'Book another time',
  },
  noShowTwice: {
    subject: (applicantName: string) => `${applicantName} missed a second interview`,
    greeting: 'Hello,',
    body: (applicantName: string, applicantEmail: string, when: string) =>
      `${applicantName} (${applicantEmail}) did not attend the rebooked interview on ${when}. No further booking link was sent.`,
    action: 'Open the applicant',
  },
  reminder24h: {
    /** The school's day, "Tuesday 01-12-2026": the sweep may run late, so never "tomorrow". */
    subject: (day: string) => `Reminder: your admission interview is on ${day}`,
    body: (when: string, how: string) => `A reminder: your interview is on ${when}. ${how}`,
    confirm: 'Please let us know you will attend.',
    action: "Confirm I'll attend",
  },
  reminder1h: {
    subject: 'Your admission interview starts in an hour',
    body: (when: string, how: string) => `Your interview starts at ${when}. ${how}`,
    action: 'See the booking',
  },
  how: {
    phone: 'The interviewer will call you on the phone number you gave us.',
    ONLINE: (link: string) => `Join online: ${link}`,
    Offline: (place: string) => `Come in person to: ${place}`,
  },
  /** "Tuesday 01-12-2026 at 10:00 AM (Lagos time)". */
  when: (weekday: string, date: string, time: string, zoneName: string) =>
    `${weekday} ${date} at ${time} (${zoneName} time)`,
  /** Beside `when` when the applicant's own zone reads differently: "(your time: Tuesday … at 9:00 AM, London)". */
  yourTime: (weekday: string, date: string, time: string, zoneName: string) =>
    `(your time: ${weekday} ${date} at ${time}, ${zoneName})`,
  calendarTitle: 'Admission interview',
  calendarText: (how: string, pageLink: string) => `${how} Booking: ${pageLink}`,
};

/** The API's answers to the staff's booking actions. */
export const bookingAnswers = {
  invited: 'Invitation to book sent.',
  cancelled: 'Interview cancelled; the applicant has been offered another time.',
  held: 'Marked as held.',
  noShow: 'Marked as missed.',
};
