import { z } from 'zod';

/** The one error shape every failing call answers with (docs/design.md §3). */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export { type ErrorCode, errorCodes } from './error-codes.ts';
