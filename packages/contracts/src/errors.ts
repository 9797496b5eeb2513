import { z } from 'zod';

/** The one error shape every failing call answers with (docs/design.md §3). */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

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
  tooLarge: 'PAYLOAD_TOO_LARGE',
  rateLimited: 'RATE_LIMITED',
  uploadQuota: 'UPLOAD_QUOTA_EXCEEDED',
  exportBusy: 'EXPORT_BUSY',
  rule: 'RULE_BROKEN',
  internal: 'INTERNAL',
  unavailable: 'SERVICE_UNAVAILABLE',
  // Signing in, the e-mailed links and two-factor sign-in (errors/auth.ts).
  invalidCredentials: 'INVALID_CREDENTIALS',
  linkInvalid: 'LINK_INVALID',
  linkExpired: 'LINK_EXPIRED',
  accountSuspended: 'ACCOUNT_SUSPENDED',
  applicationWithdrawn: 'APPLICATION_WITHDRAWN',
  mfaCodeInvalid: 'MFA_CODE_INVALID',
  mfaCodeUsed: 'MFA_CODE_USED',
  mfaTokenInvalid: 'MFA_TOKEN_INVALID',
  mfaAlreadyOn: 'MFA_ALREADY_ON',
  mfaNotSetUp: 'MFA_NOT_SET_UP',
  // Uploads (errors/files.ts; the school's logo too).
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  unsupportedFile: 'UNSUPPORTED_FILE',
  // Personal-data rights (errors/privacy.ts).
  erasureAlreadyRequested: 'ERASURE_ALREADY_REQUESTED',
  staffNotErasable: 'STAFF_NOT_ERASABLE',
  alreadyErased: 'ALREADY_ERASED',
} as const;

/** A code of the catalogue: every code an API error carries is one of these. */
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
