import { z } from 'zod';
import { applicationStatuses } from './status.ts';

/** Issue 23.5 (decision 0087): possible duplicates and merging two records into one. */

/** Why two records were flagged: the same E.164 phone, or the same e-mail key. */
export const duplicateMatches = ['PHONE', 'EMAIL'] as const;
export type DuplicateMatch = (typeof duplicateMatches)[number];

/** Where the match was found: at apply, at CSV import, or by the sweep over existing records. */
export const duplicateSources = ['APPLY', 'CSV_IMPORT', 'SWEEP'] as const;
export type DuplicateSource = (typeof duplicateSources)[number];

/**
 * One possible duplicate of the applicant on the profile: the other record. `blind` (an elder, and
 * one of the two in a blind first round): name, e-mail and phone are empty.
 */
export const possibleDuplicateSchema = z.object({
  pairId: z.string(),
  applicantId: z.string(),
  blind: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  applicationId: z.string(),
  applicationStatus: z.enum(applicationStatuses),
  cohort: z.string().nullable(),
  matchedOn: z.array(z.enum(duplicateMatches)),
  source: z.enum(duplicateSources),
  foundAt: z.string(),
});
export type PossibleDuplicate = z.infer<typeof possibleDuplicateSchema>;

export const possibleDuplicatesSchema = z.object({
  /** The profile's record was merged into another: its application number, else null. */
  mergedInto: z.string().nullable(),
  duplicates: z.array(possibleDuplicateSchema),
});
export type PossibleDuplicates = z.infer<typeof possibleDuplicatesSchema>;

export const duplicatePairParamSchema = z.object({ pairId: z.uuid() });

/** Merge `mergedId` into `survivorId`: the survivor keeps its account, status and e-mail. */
export const mergeRecordsSchema = z.object({ survivorId: z.uuid(), mergedId: z.uuid() });
export type MergeRecords = z.infer<typeof mergeRecordsSchema>;

export const mergeResultSchema = z.object({
  message: z.string(),
  mergeId: z.string(),
  /** Rows moved to the survivor, by table. */
  moved: z.record(z.string(), z.number()),
});
export type MergeResult = z.infer<typeof mergeResultSchema>;
