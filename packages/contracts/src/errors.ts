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
  /** An e-mailed link whose token names nothing (the link error page). */
  linkInvalid: 'LINK_INVALID',
  /** Tuition: the learner's cohort has no fee yet, so nothing can be priced. */
  noTuitionFee: 'NO_TUITION_FEE',
  /** A discount code with no use left (409); an unknown one is NOT_FOUND. */
  discountCodeUsedUp: 'DISCOUNT_CODE_USED_UP',
  /** A discount code that is already taken (409). */
  discountCodeExists: 'CODE_EXISTS',
} as const;

/** A code of the catalogue: every code an API error carries is one of these. */
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
