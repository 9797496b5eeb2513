/**
 * The e-mail checks the contracts share, apart from auth.ts: the staff's records screen reaches
 * `emailParamSchema` through the interview and bulk-action schemas, and building auth.ts's fifty
 * schemas on the way cost it a long task on load (~100 ms at 4× throttling).
 */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants.ts';
import { messages } from './messages.ts';

export const isValidEmail = (value: string) => z.email().safeParse(value).success;

/** An e-mail address in a path parameter. */
export const emailParamSchema = z.object({
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, messages.validEmail)
    .refine(isValidEmail, messages.validEmail)
    .transform((email) => email.toLowerCase()),
});
