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
  companyRequestReceived: 'We have received your request and will get back to you shortly.',
  admissionAcceptedText:
    'Please pay your tuition and upload the proof of payment from your dashboard to secure your place.',
  admissionDeclinedText:
    'If you would like to tell us why, or if you change your mind, kindly send us a mail.',
  followUs: 'Follow us',
  notFoundTitle: 'Page not found',
  notFoundText: 'The address you followed does not exist.',
  loading: 'Loading…',
  welcome: (firstName: string) => `Welcome, ${firstName}`,

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
  rescheduleSuccessful: 'Interview rescheduled',
  enrollmentForm: 'Fill the enrollment form',
  paymentAgreement: 'Payment Agreement Form',
  confirmPayment: 'Kindly Confirm Payment',
  ussd: 'USSD',
  stayUpdated: 'Stay Updated',
  questionnaireSubmitted: "Let's get to know you",
} as const;
