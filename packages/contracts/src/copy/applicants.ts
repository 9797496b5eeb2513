/** What the API answers when an application is received (endpoints/applicants.ts). */
export const applyAnswers = {
  applied: 'Application received. Check your e-mail to create your password.',
  registeredByStaff: 'Applicant registered. They have been e-mailed a link to create a password.',
};

/** The Terms and Conditions with the privacy policy (docs/spec/portal-spec.md §1), written for Nigeria's NDPA 2023. */
export const termsCopy = {
  parties: (legalName: string, name: string) =>
    `These terms and this policy are between you and ${legalName} (“the school”, “we”), which runs ${name}.`,
  privacyTitle: 'Privacy policy',
  privacy: [
    {
      heading: 'What we collect.',
      text: 'Your name, e-mail address, phone number and dial code, gender and age range from this form; later, if you continue, your questionnaire answers, test results, interview notes, payment records and the documents you upload.',
    },
    {
      heading: 'Why.',
      text: 'To assess your application, to contact you about each step of admission, to run the programme if you are admitted, and to meet our legal and accounting duties. We rely on your consent and on the steps needed before entering into a contract with you.',
    },
    {
      heading: 'Who sees it.',
      text: 'Our admissions staff and reviewers, and the service providers who host our systems and send our e-mails, each bound to keep it confidential. We do not sell your data or share it for advertising.',
    },
    {
      heading: 'How long we keep it.',
      text: 'For the admission cycle you applied to and two years after it, or, if you enrol, for the programme and six years after it for legal and accounting records; then we delete or anonymise it.',
    },
    {
      heading: 'Your rights.',
      text: 'Under the Nigeria Data Protection Act 2023 you may ask to see the data we hold about you, to have it corrected or deleted, to receive it in a portable form, to object to or restrict its use, and to withdraw your consent at any time. You may also complain to the Nigeria Data Protection Commission.',
    },
  ],
  /** "How to use them. Send us … to <address>. We answer …", or "… on <our main site>. …" without one. */
  howToUse: 'How to use them.',
  sendUsAnEmail: 'Send us an e-mail from the address you applied with, saying which right you want to use',
  to: 'to',
  contactOn: '; the contact address is on',
  ourMainSite: 'our main site',
  answerWithin: '. We answer within 30 days.',
  termsTitle: 'Terms',
  nonRefundable:
    "Fees paid to the school are non-refundable. Admission depends on the test, the interview and the school's decision.",
  liabilityCap: (amount: string) =>
    `The school's total liability to you for any claim is limited to ${amount}.`,
  disputes: (days: number) =>
    `Any dispute is first negotiated informally for ${days} days; if it is not settled, it goes to arbitration in Lagos, Nigeria.`,
};
