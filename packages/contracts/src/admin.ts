import { z } from 'zod';
import { MONTHS } from './constants.ts';
import { roles } from './status.ts';

/** Start New Batch: the spec's client sends no body; a body names the cohort and its fee. */
export const createBatchSchema = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    tuitionFee: z
      .number()
      .nonnegative('Tuition cannot be negative')
      .max(100_000_000)
      .multipleOf(0.01)
      .optional(),
    startMonth: z.enum(MONTHS).optional(),
    startYear: z.number().int().min(2000).max(2100).optional(),
  })
  .nullish();
export type CreateBatchInput = z.infer<typeof createBatchSchema>;

export const changeRoleQuerySchema = z.object({
  email: z.string().trim().max(254).pipe(z.email('Please enter a valid email address')),
  newRole: z
    .string()
    .trim()
    .transform((role) => role.toUpperCase())
    .pipe(z.enum(roles, { error: 'Role must be Admin, Applicant, Elder, Suspended or Sponsor' })),
});
