/** Every user-facing sentence of the spec, verbatim, by key. Nothing else may restate them. */
export const messages = {
  // Apply form (docs/spec/portal-spec.md §5, §8)
  fillMissingFields: 'Please fill in missing fields',
  checkTermsBox: 'Please check the T&C box',
  validEmail: 'Please enter a valid email address',
  emailExistServer: 'Email exist',
  emailAlreadyExists: 'Email already exists',
  noResponse: 'Connect to the internet and try again',
  networkErrorServer: 'Network Error',
  networkIssues: 'Network connection issues from your provider, try again',
  applicationsClosed: 'Applications are closed at the moment. Please check back when the next intake opens.',

  // Create password / login
  passwordsDontMatch: "Passwords don't match",
  passwordEmpty: 'Password is empty',
  passwordIncorrectServer: 'Password Incorrect',
  emailDoesNotExistServer: 'Email does not exist',
  invalidDetails: 'Invalid details',
  accountSuspended: 'Account Suspended',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordTooCommon: 'This password is too common. Please choose another.',
  linkInvalid: 'This link is invalid or has already been used. Please request a new one.',
  linkExpired: 'This link has expired. Please request a new one.',
  // Accounts: sign-in throttling and two-factor sign-in (issue 8)
  loginThrottled:
    'Too many failed sign-ins for this account. Please wait a few minutes and try again, or reset your password.',
  mfaCodeInvalid: 'That code is not right. Please check your authenticator app and try again.',
  mfaCodeUsed: 'That code has just been used. Please wait for the next code in your authenticator app.',
  mfaTokenInvalid: 'This sign-in has expired. Please log in again.',
  mfaStaffOnly: 'Two-factor sign-in is for staff accounts.',
  mfaAlreadyOn: 'Two-factor sign-in is already on.',
  mfaNotSetUp: 'Two-factor sign-in is not set up. Please start again.',

  // Start test / questionnaire (docs/spec/portal-spec.md §8)
  checkNetwork: 'Check your network connection and try again',
  sessionExpired: 'Session expired please re-login',
  alreadyTested: 'Already tested please re-login',
  testEndedAnswerNotSaved: 'Your test has ended; this answer was not saved.',
  alreadySubmittedQuestionnaire: 'Already submitted questionnaire',
  fillAllFields: 'Please fill in all fields',
  ugAfterMasters: 'Undergraduate year of graduation cannot be after Masters year of graduation',
  mastersAfterDoctorate: 'Masters year of graduation cannot be after Doctorate year of graduation',

  // Withdrawal, reset, self-invite
  kindlyFillAllFields: 'Kindly fill all fields',
  withdrawalProcessed: 'Your request has been processed.',
  applicationWithdrawn:
    'This application has been withdrawn. If this was done in error, please reach out to us.',
  resendHeldWithdrawn:
    'Not sent: this applicant has withdrawn their application, and we no longer e-mail them.',
  infoSessionExpired: 'InfoSession expired, please choose another',
  selfInviteSent: 'Your invitation is on its way. Kindly check your mail for your ticket.',
  preferredInfoSession: 'Preferred InfoSession',
  receiveInvitationEmail: 'Receive Invitation Email',
  checkMailForTicket: 'Kindly check your mail for your ticket.',
  ensureAvailable: 'Kindly ensure you are available to chat with us.',
  cantWaitToChat: "We can't wait to chat with you!",
  resetLinkSent: 'Reset link has been sent',
  checkMailForReset: 'Kindly check your mail for the password reset link.',

  // Company forms, stay updated
  selectSkillSet: 'Please select your preferred Skill Set',
  alreadySubscribed: 'We already have your details and we will keep you updated!!!',
  subscribed: 'Yay, You are our priority now!!!',
  companyRequestReceived: 'We have received your request and will get back to you shortly.',

  // Payment (docs/spec/portal-spec.md §5)
  enterAmount: 'Please Enter Amount',
  enterTransactionDate: 'Please Enter Transaction Date',
  enterPhoneNumber: 'Please Enter Phone Number',
  depositorName: 'Please Depositor Name',
  bankName: 'Please Bank Name',
  enterAccountName: 'Please Enter Account Name',
  enterBankName: 'Please Enter Bank Name',
  uploadedSuccessfully: 'Uploaded Successfully',
  paymentConfirmed: 'Payment Confirmed Successfully!',
  paymentDeclined: 'Payment Declined Successfully!',
  paymentAttended: 'This payment has already been attended to!',
  checkTermsAndCondition: 'Please check the terms and condition box',
  choosePaymentPlan: 'Please choose Payment Plan',
  // … and the sentences this product adds around them
  choosePaymentMethod: 'Please choose a payment method',
  amountInvalid: 'Please enter the amount paid in naira, for example 50000',
  transactionDateFormat: 'Please enter the transaction date as dd-MM-yyyy',
  phoneNumeric: 'Please enter the phone number with digits only',
  phoneNotValid:
    "Please enter a real phone number: a Nigerian number such as 08031234567, or another country's number starting with its country code, such as 447911123456",
  uploadProofOfPayment: 'Please upload your proof of payment',
  proofAwaitingConfirmation:
    'Your proof of payment is awaiting confirmation. We will e-mail you once it is checked.',
  proofBeforeAdmission: 'You can upload proof of payment once you have accepted your offer of admission.',
  tuitionAlreadyConfirmed: 'Your tuition payment has already been confirmed.',
  uploadProofFirst: 'Upload your proof of payment first, then send it.',
  transactionDateInFuture: 'The transaction date cannot be in the future.',
  transactionDateTooOld: 'The transaction date cannot be more than 1 year ago.',
  paymentCannotBeConfirmed: 'This payment can no longer be confirmed.',
  declineReasonRequired: 'Please say why the payment is declined',
  chooseStartMonth: 'Please choose the month your payments start',
  discountCodeInvalid: 'This discount code is not valid',
  discountCodeUsedUp: 'This discount code has been used up',
  agreementTickBox: 'Please tick the box to accept the terms',
  parentNameRequired: "Please enter your parent or guardian's full name",

  // Enrolment (docs/spec/portal-spec.md §5)
  fillFullName: 'Please Fill your Full Name',
  fillPreferName: 'Please Fill your Prefer Name',
  fillAddress: 'Please Fill your Address',
  fillEmergencyName: 'Please Fill your Emergency Contact Name',
  fillEmergencyPhone: 'Please Fill your Emergency Contact Phone Number',
  selectHealthInsurance: 'Please select health insurance option',
  selectAccommodation: 'Please select accommodation option',
  enrolmentDone:
    'Amazing. You have successfully filled the enrollment form, please proceed to your dashboard',

  // Error and outcome pages (docs/spec/portal-spec.md §2)
  errorOccurred: 'Oops, an error occurred!',
  infoSessionEnded: 'Oops, Your information session has ended please reschedule another!',
  arrivedTooEarly: 'Oops, you arrived too early. please click the email link on your scheduled time!',
  alreadyAcceptedInterview: 'Ooops! you have already accepted interview',
  admissionAccepted: 'Admission accepted!',
  admissionDeclined: 'Admission declined!',
  offerExpired: 'Oops! Your admission offer has expired, kindly send us a mail',
  alreadyDecided: 'Oops, you already made your decision. if you changed your mind, Kindly send us a mail',
  // E-mailed links (issue 18): what a broken or replaced link says
  linkBroken:
    'This link is not complete or no longer valid. Open it again from the e-mail, or ask us for a new one.',
  linkReplaced:
    'This link was replaced by a newer e-mail. Please use the link in the newest e-mail we sent you.',
  rescheduleLinkSpent:
    'This link has already moved your interview as often as it can. To move it again, please reply to your invitation e-mail.',
  rescheduleLinkInvalid: 'This reschedule link is no longer valid.',
  noNewNotification: 'No New Notification',

  // Admin toasts (docs/spec/portal-spec.md §8)
  startedApplication: 'Successfully started application',
  stoppedApplication: 'Successfully stopped application',
  createdBatch: 'Successfully Created new Batch',
  cohortUpdated: 'Cohort updated successfully',
  schoolSettingsSaved: 'School settings saved',
  paymentAccountSaved: 'Payment details saved',
  uploadSuccess: 'upload success',
  infoSessionCreated: 'InfoSession created Successfully',
  infoSessionUpdated: 'InfoSession updated successfully',
  infoSessionEmailsSent: 'InfoSession emails sent successfully',
  // A session's place (issue 19.9): an online one needs its link, an offline one its address.
  infoSessionNeedsLink: 'An online session needs its http(s) link.',
  infoSessionNeedsVenue: 'An offline session needs the address of its venue.',
  infoSessionInPerson: 'This information session takes place in person',
  discountCreated: 'Discount code created successfully',
  discountUpdated: 'Discount code updated successful',
  loanEnabled: 'Loan Form Enabled successfully',
  testStopped: 'Test stopped Successfully',
  /** The applicant's test screen, once an admin's Stop Test has closed the attempt. */
  testStoppedBySchool:
    'Your test was stopped by the school. The answers you saved have been kept and scored; please go back to your dashboard.',
  canRetakeTest: 'Applicant can retake test',
  uploadFail: 'upload fail',
  batchCreationFailed: 'Batch creation failed',
  roleFailed: 'Role failed',
  messageSendingFailed: 'message sending failed',
  undoTestFailed: 'Undo test failed',
  testStopError: 'Test stop Error',
  loanEnablingFailed: 'Loan form enabling failed',

  // Server-side errors this product adds (one shape, docs/design.md §3)
  notAuthenticated: 'Please log in to continue.',
  forbidden: 'You do not have permission to do that.',
  ownApplication:
    'This is your own application: another member of staff must act on it. The attempt was recorded.',
  notFound: 'Not found.',
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  uploadQuotaReached:
    'You have too many uploaded files that are not used yet. Files you do not use are deleted a day after upload; please try again then.',
  exportAlreadyRunning: 'Your last export is still running. Please wait for it to finish, then try again.',
  exportsBusy: 'Too many exports are running right now. Please try again in a minute.',
  invalidBody: 'The request is not valid.',
  invalidText:
    'This text contains a character that cannot be saved (a NUL or a broken character). Please retype it.',
  bodyTooLarge: 'The request is too large.',
  invalidAddress: 'The address is not valid.',
  addressTooLong: 'A value in the address is too long.',
  internalError: 'Something went wrong on our side. Please try again.',
} as const;

export type MessageKey = keyof typeof messages;

/** The reschedule dialog's date is too far ahead (issue 18: the window is a setting). */
export const rescheduleWindowMessage = (days: number) => `Please choose a date within the next ${days} days.`;

/** A phone that does not fit the numbering plan of the dial code chosen beside it. */
export const phoneNotValidForDialCode = (dialCode: string) =>
  `This is not a valid phone number for ${dialCode}. Please check the number of digits (for example 8031234567 for +234).`;

/** The questionnaire's date of birth against the age range given at apply. */
export const ageRangeMismatch = (ageRange: string, age: number) =>
  `Your date of birth makes you ${age}, but you chose the age range '${ageRange}' when you applied. Please check your date of birth.`;

/** Refuses an offer in a cohort whose fee is unset: the learner could never agree a payment plan. */
export const offerNeedsTuitionFee = (cohortName = 'this applicant’s cohort') =>
  `No tuition fee is set for ${cohortName}. An admin can set it under Cohorts in the admin console; then offer admission.`;

/** The completion screen's account of answers that reached the server but were not counted (issue 20.5). */
export const uncountedAnswersMessage = (count: number) =>
  count === 1 ? '1 of your answers could not be counted:' : `${count} of your answers could not be counted:`;
/** Why, per reason, to the applicant (`you`) and to staff. */
export const uncountedReasonMessages = {
  'after-time': {
    you: 'chosen while your connection was cut, after the time counted as yours',
    staff: 'chosen while the connection was cut, after the time counted as the applicant’s',
  },
  'after-close': {
    you: 'sent after your test had closed',
    staff: 'reached the school after the test had closed',
  },
} as const;

/** '{role} Set Successfully' (docs/spec/portal-spec.md §8). */
export const roleSetMessage = (role: string) => `${role} Set Successfully`;
