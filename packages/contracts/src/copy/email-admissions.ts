/** The e-mails of an elder's decision: the offer, and the invitation to the community. */
export const admissionOfferMailCopy = {
  subject: 'Your offer of admission',
  greeting: (firstName: string) => `Congratulations ${firstName}!`,
  offer: 'We are delighted to offer you admission to our programme.',
  /** A promotion from the cohort's waitlist says so (issue 23.2). */
  offerFromWaitlist:
    'A place has opened in this intake and you were next on our waiting list: we are delighted to offer you admission to our programme.',
  deadline: (deadline: string) =>
    `Please accept or decline this offer by ${deadline}: the button below opens a page where you choose. After that the offer lapses and the place goes to the next applicant.`,
  action: 'Accept or decline the offer',
};

/** Sent once, 48 hours before an offer lapses, while it is still unanswered. */
export const offerReminderMailCopy = {
  subject: 'Your offer of admission lapses in two days',
  greeting: (firstName: string) => `Hello ${firstName},`,
  paragraphs: (deadline: string) => [
    `Your offer of admission is still waiting for your answer. It lapses on ${deadline}, and the place then goes to the next applicant.`,
    'The button below opens the page where you accept or decline it.',
  ],
  action: 'Accept or decline the offer',
};

export const sendToCommunityMailCopy = {
  subject: 'Your application: join our community',
  greeting: (firstName: string) => `Hello ${firstName},`,
  paragraphs: [
    'Thank you for the time you gave to your application and interview.',
    'We cannot offer you a place in this intake, but we would love you to keep learning with our community, where you will find events, resources and the next intake’s dates.',
  ],
  action: 'Join the community',
};

/** The reason's next step the elder chose (issue 22, point 7), a paragraph of the decision e-mail. */
export const decisionNextStep = (sentence: string) => `Your next step: ${sentence}`;
