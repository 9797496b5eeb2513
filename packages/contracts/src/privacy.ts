import { z } from 'zod';
import { emailParamSchema } from './email.ts';

/**
 * Personal-data rights (NDPA 2023 ss. 34–38, GDPR arts. 15, 17, 20): the export archive, the
 * applicant's erasure request, and an admin's erasure. See docs/data-map.md.
 */
export const ERASURE_REASON_MAX_LENGTH = 2000;
/** Exports a user may download per EXPORT_WINDOW_MINUTES. */
export const EXPORT_LIMIT = 5;
export const EXPORT_WINDOW_MINUTES = 60;
/** Version of data.json's layout inside the export archive. */
export const EXPORT_FORMAT_VERSION = 1;

export const privacyMessages = {
  // No e-mail when it is done: by then the address is gone (docs/decisions/0027-field-trial-staff-erasure-notice.md).
  erasureRequested:
    'We have received your request to erase your data. An administrator will erase it within one month; after that you can no longer sign in.',
  erasureAlreadyRequested:
    'You have already asked us to erase your data. An administrator will erase it within one month.',
  erasureRequestsOnlyApplicants:
    'Only applicants can ask for erasure here. Staff accounts are closed by an administrator.',
  eraseReasonRequired: 'Say why this person is being erased (at least 3 characters).',
  cannotEraseStaff: 'Staff accounts cannot be erased here. Change their role first.',
  alreadyErased: 'This person has already been erased.',
  applicantErased: 'The applicant’s personal data was erased.',
} as const;

/** POST /api/user/me/erasure */
export const erasureRequestBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .max(ERASURE_REASON_MAX_LENGTH, `Please keep the reason under ${ERASURE_REASON_MAX_LENGTH} characters`)
    .optional(),
});
export type ErasureRequestBody = z.infer<typeof erasureRequestBodySchema>;

export const erasureRequestStatuses = ['pending', 'erased'] as const;
export type ErasureRequestStatus = (typeof erasureRequestStatuses)[number];

export const erasureRequestAnswerSchema = z.object({
  message: z.string(),
  requestedAt: z.string(),
});
export type ErasureRequestAnswer = z.infer<typeof erasureRequestAnswerSchema>;

/** DELETE /api/admin/applicant/{email} */
export const eraseApplicantParamsSchema = emailParamSchema;
export const eraseApplicantBodySchema = z.object({
  reason: z
    .string({ error: privacyMessages.eraseReasonRequired })
    .trim()
    .min(3, privacyMessages.eraseReasonRequired)
    .max(ERASURE_REASON_MAX_LENGTH, `Please keep the reason under ${ERASURE_REASON_MAX_LENGTH} characters`),
});
export type EraseApplicantBody = z.infer<typeof eraseApplicantBodySchema>;

export const erasureResultSchema = z.object({
  message: z.string(),
  /** Rows removed or anonymised, by table. */
  counts: z.record(z.string(), z.number()),
  filesDeleted: z.number(),
  filesFailed: z.number(),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;

/** GET /api/admin/erasureRequests: pending first, then the newest erased. */
export const erasureRequestItemSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  reason: z.string().nullable(),
  status: z.enum(erasureRequestStatuses),
  requestedAt: z.string(),
  erasedAt: z.string().nullable(),
});
export type ErasureRequestItem = z.infer<typeof erasureRequestItemSchema>;
export const erasureRequestListSchema = z.object({ requests: z.array(erasureRequestItemSchema) });
export type ErasureRequestList = z.infer<typeof erasureRequestListSchema>;
