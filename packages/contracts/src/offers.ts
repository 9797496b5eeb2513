import { z } from 'zod';

/** One applicant on a cohort's waitlist, in rank order (decision 0081). */
export const waitlistEntrySchema = z.object({
  rank: z.number().int(),
  applicantId: z.uuid(),
  name: z.string(),
  email: z.string(),
  reviewScore: z.number().nullable(),
  testScore: z.number().nullable(),
  placedAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/**
 * A cohort's seats: offers out (not yet answered), accepted, paid (of those accepted) and what
 * remains (seats − accepted − offered); seats and remaining are null when the cohort sets no limit.
 */
export const cohortSeatsSchema = z.object({
  cohortId: z.uuid(),
  cohortName: z.string(),
  seats: z.number().int().nullable(),
  responseDays: z.number().int(),
  offered: z.number().int(),
  accepted: z.number().int(),
  paid: z.number().int(),
  remaining: z.number().int().nullable(),
  waitlist: z.array(waitlistEntrySchema),
});
export type CohortSeats = z.infer<typeof cohortSeatsSchema>;
