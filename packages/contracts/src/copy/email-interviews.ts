/** The interview invitation to the applicant, and the note to staff when the applicant moves it. */
export const interviewInviteMailCopy = {
  subject: 'Invitation to your admission interview',
  greeting: (firstName: string) => `Hello ${firstName},`,
  when: (when: string, method: string) =>
    `We would love to chat with you. Your interview is on ${when} (${method}).`,
  accept:
    'Please accept the invitation with the button below. The calendar invitation attached adds it to your calendar.',
  reschedule: (rescheduleLink: string) =>
    `If the time does not work for you, choose another here: ${rescheduleLink}`,
  action: 'Accept the interview',
  /** The attached calendar event. */
  calendarTitle: 'Admission interview',
  calendarText: (method: string, when: string, acceptLink: string) =>
    `Interview (${method}) on ${when}. Accept: ${acceptLink}`,
};

export const interviewRescheduledMailCopy = {
  subject: (applicantName: string) => `Interview rescheduled by ${applicantName}`,
  greeting: 'Hello,',
  moved: (applicantName: string, applicantEmail: string, when: string, method: string) =>
    `${applicantName} (${applicantEmail}) has moved their interview to ${when} (${method}).`,
  action: 'Open the applicant',
};
