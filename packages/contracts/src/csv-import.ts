import { z } from 'zod';

/** The header row of an applicant CSV (any order); each row is checked like the apply form. */
export const CSV_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'dialCode',
  'gender',
  'ageRange',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

export const CSV_MAX_BYTES = 20 * 1024 * 1024;
/** At most this many problem rows are listed in a report; the counts always cover every row. */
export const CSV_REPORT_PROBLEMS_MAX = 10_000;

export const csvProblemSchema = z.object({
  /** The line of the file the row starts on (the header is line 1). */
  line: z.number().int(),
  email: z.string().nullable(),
  outcome: z.enum(['skipped', 'rejected']),
  reason: z.string(),
});
export type CsvProblem = z.infer<typeof csvProblemSchema>;

export const csvImportReportSchema = z.object({
  rows: z.number().int(),
  added: z.number().int(),
  skipped: z.number().int(),
  rejected: z.number().int(),
  problems: z.array(csvProblemSchema),
  /** True when more problems happened than the report lists. */
  problemsTruncated: z.boolean(),
});
export type CsvImportReport = z.infer<typeof csvImportReportSchema>;

/** The media type a caller accepts to have the CSV import's progress streamed (csvImportEventSchema). */
export const CSV_IMPORT_STREAM_TYPE = 'application/x-ndjson';

/**
 * With `Accept: application/x-ndjson` the import answers one JSON object per line while it works:
 * progress lines, then the report, or an error line if the server fails part-way (rows already
 * reported as processed stay registered; running the file again skips them).
 */
export const csvImportEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), processed: z.number().int() }),
  z.object({ type: z.literal('report'), report: csvImportReportSchema }),
  z.object({ type: z.literal('error'), message: z.string(), code: z.string() }),
]);
export type CsvImportEvent = z.infer<typeof csvImportEventSchema>;

export const auditQuerySchema = z.object({
  action: z.string().trim().max(60).optional(),
  /** A fragment of the actor's or the subject's e-mail or name. */
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actorEmail: z.string().nullable(),
  subject: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
