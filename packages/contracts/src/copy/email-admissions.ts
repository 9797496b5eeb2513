/** The e-mails of an elder's decision: the offer, and the invitation to the community. */
export const admissionOfferMailCopy = {
  subject: 'Your offer of admission',
  greeting: (firstName: string) => `Congratulations ${firstName}!`,
  paragraphs: (validDays: number) => [
    'We are delighted to offer you admission to our programme.',
    `Please accept or decline this offer within ${validDays} days: the button below opens a page where you choose.`,
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
