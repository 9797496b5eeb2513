import { type SQL, sql } from 'drizzle-orm';

/**
 * Rows sent as one JSON parameter and read back as a table by `jsonb_to_recordset`, for inserting
 * many rows at once: drizzle builds a multi-row VALUES list at about 0.1 ms of JavaScript a row,
 * which made a 100,000-row CSV import CPU-bound. `columns` declares each field's SQL type, e.g.
 * `email text, user_id uuid`; the rows' keys must be those names.
 */
export const jsonRecordset = (rows: readonly Record<string, unknown>[], columns: string): SQL =>
  sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${sql.raw(columns)})`;
