/**
 * The words of a guardian's consent to an under-18 learner's loan agreement (issue 25.7): the
 * learner's form and dashboard, the guardian's page, its e-mails and SMS, and its errors.
 */
const naira = (amount: number) => `N${amount.toLocaleString('en-US')}`;

export const guardianConsentCopy = {
  fields: {
    nameRequired: 'Please enter the full name.',
    phoneRequired: "Please enter your parent or guardian's phone number.",
    emailInvalid: 'Please enter a valid e-mail address, or leave it empty.',
    codeFormat: 'The code is the 6 digits in the text message.',
    relationshipRequired: 'Please say how you are related to the learner.',
    relationshipOtherRequired: 'Please say how you are related to the learner.',
    consentTick: 'Please tick the box to give your consent.',
  },
  /** The learner's loan form, under 18. */
  learner: {
    intro:
      'Because you are under 18, a parent or guardian must consent. We will send them a link by SMS (and e-mail, if you give one); your loan agreement is complete once they sign.',
    guardianName: "Parent or guardian's full name",
    guardianPhone: "Parent or guardian's phone number",
    guardianEmail: "Parent or guardian's e-mail (optional)",
    submit: 'Sign and send to my guardian',
    waitingTitle: 'Waiting for your guardian',
    waiting: (name: string, ending: string) =>
      `You signed the loan agreement. We sent ${name} a link at the number ending ${ending}; your step is complete once they sign.`,
    declinedTitle: 'Your guardian declined',
    declined: (name: string) =>
      `${name} did not consent to the loan agreement. You can name another guardian.`,
    declineReason: (reason: string) => `Their reason: ${reason}`,
    resend: 'Send the link again',
    resent: 'We sent the link again. The earlier link no longer works.',
    changeGuardian: 'Name another guardian',
    openLoan: 'See the loan agreement',
    cancelChange: 'Keep this guardian',
  },
  /** The guardian's page, from their link. */
  page: {
    title: 'Consent to a loan agreement',
    intro: (learner: string) =>
      `${learner} has signed a loan agreement with the school and named you as their parent or guardian. Because they are under 18, it needs your consent.`,
    /** Where the guardian is: the phone first, then the agreement with its signature. */
    steps: ['Confirm your phone', 'Read the agreement and sign'],
    stepOf: (number: number, total: number, name: string) => `Step ${number} of ${total}: ${name}`,
    sendCodeIntro: (ending: string) =>
      `First we confirm it is you: we will text a 6-digit code to the number ending ${ending}.`,
    sendCode: 'Text me the code',
    sendAgain: 'Text me a new code',
    codeSent: (ending: string) => `We texted a code to the number ending ${ending}. It works for 10 minutes.`,
    code: 'The 6-digit code',
    confirmCode: 'Confirm',
    loanSummary: (maxNaira: number, interest: number) =>
      `The loan: up to ${naira(maxNaira)} towards tuition and living costs, at ${interest}% compound interest per annum, repaid from one year after it is granted.`,
    learnerSigned: (learner: string) => `${learner} has signed this agreement.`,
    relationship: 'How are you related to the learner?',
    relationships: { parent: 'Parent', guardian: 'Legal guardian', other: 'Other' },
    relationshipOther: 'Please say how',
    fullName: 'Your full name',
    consent: (learner: string) =>
      `I am ${learner}'s parent or guardian and I consent to this loan agreement.`,
    sign: 'Sign and give consent',
    decline: 'I do not consent',
    declineReason: 'Why not? (optional, the learner will see it)',
    confirmDecline: 'Decline',
    cancel: 'Back',
    signedTitle: 'Thank you',
    signed: (learner: string) => `You consented to ${learner}'s loan agreement. ${learner} has been told.`,
    declinedTitle: 'You declined',
    declined: (learner: string) =>
      `You did not consent. ${learner} has been told and may name another guardian.`,
  },
  /** Staff, on the applicant's profile. */
  staff: {
    title: "Guardian's consent to the loan agreement",
    loading: "Loading the guardian's consent",
    signed: 'Signed',
    declined: 'Declined',
    signedBy: 'Signed as',
    relationship: 'Relationship',
    verifiedPhone: 'Verified phone',
    when: 'When',
    from: 'From',
    terms: 'Terms version',
    reason: 'Reason',
    relationshipOf: (relationship: string, other: string | null) =>
      other ? `${relationship} (${other})` : relationship,
  },
  mail: {
    request: {
      subject: (learner: string) => `${learner} asks for your consent to a loan agreement`,
      greeting: (guardian: string) => `Hello ${guardian},`,
      paragraphs: (learner: string, days: number) => [
        `${learner} has signed a loan agreement with the school and named you as their parent or guardian. Because they are under 18, it needs your consent.`,
        `Open the link to confirm your phone with a code we text you, read the agreement and sign. The link works for ${days} days.`,
        'If you do not know this learner, ignore this message.',
      ],
      action: 'Read and sign',
    },
    signed: {
      subject: 'Your guardian signed your loan agreement',
      paragraphs: (guardian: string) => [
        `${guardian} consented to your loan agreement. Your loan agreement is complete.`,
      ],
    },
    declined: {
      subject: 'Your guardian declined your loan agreement',
      paragraphs: (guardian: string, reason: string) => [
        `${guardian} did not consent to your loan agreement.`,
        ...(reason ? [`Their reason: ${reason}`] : []),
        'You can name another parent or guardian from your dashboard.',
      ],
    },
    greeting: (firstName: string) => `Hello ${firstName},`,
    dashboardAction: 'Go to your dashboard',
  },
  /** Sent only to the number the learner gave, for this one purpose: no opt-out line (decision 0092). */
  sms: {
    request: (school: string, learner: string, link: string) =>
      `${school}: ${learner} asks for your consent to a loan agreement. Read and sign: ${link}`,
    code: (school: string, code: string) =>
      `${school}: your code to confirm your phone is ${code}. It works for 10 minutes. Do not share it.`,
  },
  errors: {
    linkInvalid: 'This consent link is not valid. Ask the learner to send you a new one.',
    linkExpired: 'This consent link has expired. Ask the learner to send you a new one.',
    alreadyAnswered: 'This consent has already been answered.',
    phoneNotConfirmed: 'Please confirm your phone with the code first.',
    codeWrong: 'That code is not right. Check the text message and try again.',
    codeExpired: 'That code has expired. Ask for a new one.',
    tooManyTries: 'Too many wrong codes. Ask for a new code.',
    codeTooSoon: 'We just sent a code. Please wait a minute before asking for another.',
    tooManyCodes: 'Too many codes were sent for this link. Ask the learner to send you a new link.',
    phoneInvalid: 'This phone number is not a valid number for its country code.',
    guardianPhoneRequired:
      "Because you are under 18, please give your parent or guardian's phone number: they confirm it and sign from a link we send them.",
    notWaiting: 'There is no guardian consent waiting.',
    guardianIsLearner: 'Your guardian must use their own phone number and e-mail address, not yours.',
  },
} as const;
