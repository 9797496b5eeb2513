/** Labels and button names of the company forms and the launch subscription (docs/spec/portal-spec.md §2, §3). */
export const companyFormsCopy = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email Address',
  companyName: 'Company Name',
  designation: 'Designation',
  message: 'Message',
  skillSet: 'Skill Set',
  request: 'Request',
  send: 'Send',
  subscribe: 'Subscribe',
  becomeANative: 'Become a Native',
  partnerIntro: 'Tell us about your company and how you would like to work with us.',
  hireIntro: 'Tell us about the talent you are looking for.',
  stayUpdatedIntro: 'Leave your details and we will let you know when we launch.',
  /** The hidden honeypot field; people never see it. */
  honeypot: 'Leave this field empty',
} as const;
