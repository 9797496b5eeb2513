/** The admin console's "Seats and waitlist" panel (issue 23.2). */
export const offersCopy = {
  title: 'Seats and waitlist',
  intro:
    'Offers lapse at their deadline. While seats remain, a declined or lapsed offer goes to the next applicant on the waitlist.',
  cohort: 'Cohort',
  noCohorts: 'There are no cohorts yet.',
  figuresLabel: 'Seats',
  seats: 'Seats',
  offered: 'Offers out',
  accepted: 'Accepted',
  paid: 'Paid',
  remaining: 'Remaining',
  noLimit: 'No limit',
  responseDays: (days: number) =>
    `Applicants have ${days} ${days === 1 ? 'day' : 'days'} to answer an offer.`,
  noLimitNote:
    'This cohort sets no seats: offers are never refused and no one is offered a place from the waitlist.',
  waitlistTitle: 'Waitlist',
  waitlistEmpty: 'No one is on the waitlist.',
  rank: 'Rank',
  applicant: 'Applicant',
  reviewScore: 'Review score',
  testScore: 'Test score',
  placed: 'Placed',
  none: '—',
};
