/**
 * Every code an API error carries, by name (the catalogue's entries in errors/<area>.ts use them).
 * No zod here: the web's first screens compare codes too.
 */
export const errorCodes = {
  validation: 'VALIDATION_FAILED',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  ownApplication: 'OWN_APPLICATION',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  wrongState: 'WRONG_STATE',
  /** A test the school stopped: the test screen says so and stops (answers, heartbeats, reads). */
  testStopped: 'TEST_STOPPED',
  /** The one attempt is spent (the spec's "Already tested" answer to a second start). */
  alreadyTested: 'ALREADY_TESTED',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  /** A value in the address longer than the portal reads (414). */
  addressTooLong: 'URI_TOO_LONG',
  /** Request headers larger than the HTTP parser takes (431). */
  headersTooLarge: 'HEADERS_TOO_LARGE',
  /** Request headers that did not arrive in time (408). */
  requestTimeout: 'REQUEST_TIMEOUT',
  rateLimited: 'RATE_LIMITED',
  uploadQuota: 'UPLOAD_QUOTA_EXCEEDED',
  exportBusy: 'EXPORT_BUSY',
  rule: 'RULE_BROKEN',
  /** An unknown or cut link from an e-mail. */
  linkInvalid: 'LINK_INVALID',
  /** A link a newer e-mail replaced. */
  linkReplaced: 'LINK_REPLACED',
  /** A link used as often as it may be. */
  linkSpent: 'LINK_SPENT',
  /** An info session that is past or unknown: the self-invite form asks for another. */
  infoSessionExpired: 'INFO_SESSION_EXPIRED',
  /** A proof of payment whose file or transaction reference was already sent (issue 24.6). */
  duplicateProof: 'DUPLICATE_PROOF',
  /** An offer while the applicant's cohort has no tuition fee set. */
  noTuitionFee: 'NO_TUITION_FEE',
  internal: 'INTERNAL',
  unavailable: 'SERVICE_UNAVAILABLE',
  /** An upload that is not multipart/form-data (415). */
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  /** A multipart body cut off or malformed on its way (400). */
  malformedUpload: 'MALFORMED_UPLOAD',
  applicationsClosed: 'APPLICATIONS_CLOSED',
  /** An e-mail address already registered (the spec's 'Email exist'). */
  emailExists: 'EMAIL_EXISTS',
  /** A questionnaire already submitted cannot be saved or submitted again. */
  alreadySubmitted: 'ALREADY_SUBMITTED',
  /** A known e-mail on the launch-updates list. */
  alreadySubscribed: 'ALREADY_SUBSCRIBED',
  csvWrongType: 'CSV_WRONG_TYPE',
  csvNotText: 'CSV_NOT_TEXT',
  csvNotUtf8: 'CSV_NOT_UTF8',
  csvTooLarge: 'CSV_TOO_LARGE',
  csvBadHeader: 'CSV_BAD_HEADER',
  /** A discount code with no use left (409); an unknown one is NOT_FOUND. */
  discountCodeUsedUp: 'DISCOUNT_CODE_USED_UP',
  /** A discount code that is already taken (409). */
  discountCodeExists: 'CODE_EXISTS',
  // Signing in, the e-mailed links and two-factor sign-in (errors/auth.ts).
  invalidCredentials: 'INVALID_CREDENTIALS',
  linkExpired: 'LINK_EXPIRED',
  accountSuspended: 'ACCOUNT_SUSPENDED',
  applicationWithdrawn: 'APPLICATION_WITHDRAWN',
  mfaCodeInvalid: 'MFA_CODE_INVALID',
  mfaCodeUsed: 'MFA_CODE_USED',
  mfaTokenInvalid: 'MFA_TOKEN_INVALID',
  mfaAlreadyOn: 'MFA_ALREADY_ON',
  mfaNotSetUp: 'MFA_NOT_SET_UP',
  // Uploads (errors/files.ts; the school's logo too).
  unsupportedFile: 'UNSUPPORTED_FILE',
  // Personal-data rights (errors/privacy.ts).
  erasureAlreadyRequested: 'ERASURE_ALREADY_REQUESTED',
  staffNotErasable: 'STAFF_NOT_ERASABLE',
  alreadyErased: 'ALREADY_ERASED',
  // Duplicates and merging records (errors/duplicates.ts, issue 23.5).
  accountMerged: 'ACCOUNT_MERGED',
  mergeSameRecord: 'MERGE_SAME_RECORD',
  mergeNotApplicant: 'MERGE_NOT_APPLICANT',
  mergeErased: 'MERGE_ERASED',
  alreadyMerged: 'ALREADY_MERGED',
  mergeMidTest: 'MERGE_MID_TEST',
  mergeBothAdmitted: 'MERGE_BOTH_ADMITTED',
  mergeKeepAdmitted: 'MERGE_KEEP_ADMITTED',
  // Re-applying with the same account (errors/reapply.ts).
  /** The apply form with the e-mail of an account whose application ended: apply again from the dashboard. */
  reapplyFromDashboard: 'REAPPLY_FROM_DASHBOARD',
  /** The application is not over (withdrawn, offer declined or not admitted). */
  applicationNotEnded: 'APPLICATION_NOT_ENDED',
  /** No cohort is open for applications, or it is the one the last application was in. */
  noCohortToReapply: 'NO_COHORT_TO_REAPPLY',
  // SMS and WhatsApp providers' callbacks (errors/messaging.ts).
  callbackRefused: 'CALLBACK_REFUSED',
  // A guardian's consent to a learner's loan agreement (errors/guardian-consent.ts).
  guardianCodeWrong: 'GUARDIAN_CODE_WRONG',
  guardianCodeExpired: 'GUARDIAN_CODE_EXPIRED',
  guardianPhoneNotConfirmed: 'GUARDIAN_PHONE_NOT_CONFIRMED',
  guardianPhoneRequired: 'GUARDIAN_PHONE_REQUIRED',
  guardianIsLearner: 'GUARDIAN_IS_LEARNER',
  // Consent to SMS and WhatsApp and the phone's one-time code (errors/messaging.ts, decision 0090).
  noPhone: 'NO_PHONE',
  phoneNotConfirmed: 'PHONE_NOT_CONFIRMED',
  channelNotOffered: 'CHANNEL_NOT_OFFERED',
  phoneCodeTooSoon: 'PHONE_CODE_TOO_SOON',
  phoneCodeInvalid: 'PHONE_CODE_INVALID',
  phoneCodeExpired: 'PHONE_CODE_EXPIRED',
  phoneCodeTriesUsed: 'PHONE_CODE_TRIES_USED',
} as const;

/** A code of the catalogue: every code an API error carries is one of these. */
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
