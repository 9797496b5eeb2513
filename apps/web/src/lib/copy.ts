/**
 * Titles, labels and button names the spec quotes that `@intake/contracts` `messages` does not
 * hold yet, plus the web app's own sentences. One place, so they can move to contracts as one.
 */
export const copy = {
  // Apply (spec §2)
  becomeAnInnovator: 'Become an innovator',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  dialCode: 'Dial code',
  phoneNumber: 'Phone number',
  ageRange: 'Age range',
  gender: 'Gender',
  choose: 'Choose…',
  agreeTo: 'I agree to the',
  termsAndConditions: 'Terms and Conditions',
  apply: 'Apply',
  close: 'Close',
  show: 'Show',
  hide: 'Hide',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  excellent: 'Excellent!',
  applicationEmailSent: 'We have sent you an e-mail with instructions on what to do next.',

  // Sign-in (spec §2)
  logIn: 'Log In',
  welcomeBack: 'Welcome back',
  password: 'Password',
  becomeANative: 'Become a Native',
  forgotPassword: 'Forgot your password?',
  createYourPassword: 'Create your password',
  confirmPassword: 'Confirm password',
  createPassword: 'Create password',
  almostThere: 'Almost there!',
  passwordCreated: 'Your password is set. Log in to continue.',
  resetYourPassword: 'Reset Your Password',
  emailAddress: 'Email Address',
  sendResetLink: 'Send email with reset password link',
  rememberPassword: 'Remember your password?',
  backToLogIn: 'Back to Log In',
  signingIn: 'Signing you in…',
  staffOnlyTitle: 'This page is for staff',
  staffOnlyText: 'Applicants follow their progress on their dashboard.',
  goToDashboard: 'Go to my dashboard',

  // Header (spec §2)
  notifications: 'Notifications',
  me: 'Me',
  myDashboard: 'My Dashboard',
  logOut: 'Log Out',
  siteName: 'Intake',

  // Outcome pages (spec §2)
  tryAgain: 'Try again',
  amazing: 'Amazing',
  testCompleted: 'You have completed the aptitude test. We will be in touch about the next step.',
  dashboard: 'Dashboard',
  backToDashboard: 'Back to Dashboard',
  backToHomepage: 'Back to Homepage',
  applicationSubmitted: 'Application Submitted',
  withdrawalProcessed:
    'Your request has been processed. If you did this in error, please reach out to us and we will help.',
  thankYou: 'Thank you!',
  admissionAcceptedText:
    'Please pay your tuition and upload the proof of payment from your dashboard to secure your place.',
  admissionDeclinedText:
    'If you would like to tell us why, or if you change your mind, kindly send us a mail.',
  followUs: 'Follow us',
  notFoundTitle: 'Page not found',
  notFoundText: 'The address you followed does not exist.',
  loading: 'Loading…',
  welcome: (firstName: string) => `Welcome, ${firstName}`,

  // Applicant dashboard (spec §2, §4)
  yourSteps: 'Your steps',
  yourProgress: 'Your progress',
  interviewDetails: 'Interview details',
  interviewMethod: 'Method',
  interviewTime: 'Time',
  interviewDate: 'Date',
  interviewNote: 'Note',
  takePersonalityTest: 'Take the personality test',
  yourPersonality: (trait: string) => `Your personality: ${trait}`,
  attendInfoSession: 'Attend an information session',
  visitMainSite: 'Visit our website',
  viewMyDetails: 'View my details',
  backHome: 'Back Home',
  myDetails: 'My details',
  applicationStatusLabel: 'Application status',
  cohortStart: 'Cohort starts',
  tuitionFee: 'Tuition fee',

  // Screens later issues fill in (spec §2)
  adminConsole: 'Admin Console',
  applicantRecords: 'Applicant Records',
  applicantProfile: 'Summary',
  fullInfo: 'Full Info',
  aptitudeTest: 'Aptitude Test',
  interviewed: 'Interviewed',
  activityLog: 'Activity Log',
  partnerWithUs: 'Partner with us',
  hireFromUs: 'Hire from us',
  selfInvite: 'Information Session: Please choose your preferred Session',
  scheduledSuccessfully: 'Scheduled successfully!',
  unsubscribe: 'Unsubscribe from our Emails',
  rescheduleInterview: 'Reschedule Your Interview',
  chooseDateAndTime: 'Choose a date and a time',
  cancel: 'Cancel',
  submit: 'Submit',
  rescheduleSuccessful: 'Interview rescheduled',
  interviewAccepted: 'Interview accepted. We look forward to chatting with you!',
  enrollmentForm: 'Fill the enrollment form',
  paymentAgreement: 'Payment Agreement Form',
  confirmPayment: 'Kindly Confirm Payment',
  ussd: 'USSD',
  stayUpdated: 'Stay Updated',
  questionnaireSubmitted: "Let's get to know you",

  // After admission: payment, enrolment and agreements (spec §2, §4)
  paymentProofDeclined: (reason: string | null) =>
    reason
      ? `Your last proof of payment was declined: ${reason} Please upload it again.`
      : 'Your last proof of payment was declined. Please upload it again.',
  dismiss: 'Dismiss',
  reviewPayment: 'Review a payment',
} as const;
