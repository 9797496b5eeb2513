/**
 * The info-session drawer's sentences (docs/spec/portal-spec.md §2 "Applicant dashboard": the
 * info-session drawer). `when` takes the date and time as the screen formats them.
 */
export const infoSessionCopy = {
  title: 'Information Session',
  intro: 'Choose the information session that suits you. We will e-mail you the invitation.',
  loading: 'Loading sessions…',
  empty: 'There are no upcoming information sessions at the moment. Please check back soon.',
  upcoming: 'Your upcoming session',
  onNow: 'Your session is open now',
  join: 'Join the session',
  reschedule: 'Reschedule',
  keepSession: 'Keep my session',
  choose: 'Choose',
  chooseLabel: (details: string) => `Choose ${details}`,
  booking: 'Booking…',
  currentSession: 'Your current session',
  mode: { Online: 'Online', Offline: 'Offline (in person)' } as const,
  schoolTime: 'Lagos time',
  venue: (address: string) => `Venue: ${address}`,
  directions: (directions: string) => `How to get there: ${directions}`,
  when: (date: string, time: string) => `${date} at ${time}`,
  booked: (details: string) => `You are booked for ${details}, check your e-mail for the invitation.`,
  close: 'Close',
};
