import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { applicantStatusCounts, applicants, users } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/sql-like.ts';

export interface ApplicantFilter {
  /** The list keys (statuses, or WITHDRAWN) to list; every listed applicant when empty. */
  listKeys: readonly string[];
  /** Only those still applying who unsubscribed from optional mail. */
  unsubscribedOnly: boolean;
  search: string | undefined;
  /**
   * For a fragment that matches many rows: walk the newest-first index (which carries search_text)
   * testing each entry, which finds a page of matches quickly, instead of fetching every match
   * through the trigram index to sort them. The planner cannot tell the cases apart from its
   * estimates, so the caller decides from the counts.
   */
  scanInOrder?: boolean;
}

/**
 * Staff accounts and erased applicants have no list key (migration 0021): the list, its counts and
 * its export leave them out, and every list index holds listed rows only.
 */
function where(filter: ApplicantFilter): SQL | undefined {
  const conditions: SQL[] = [isNotNull(applicants.listKey)];
  if (filter.listKeys.length > 0) conditions.push(inArray(applicants.listKey, [...filter.listKeys]));
  if (filter.unsubscribedOnly)
    conditions.push(isNotNull(applicants.unsubscribedAt), isNull(applicants.withdrawnAt));
  if (filter.search) {
    // `|| ''` hides the column from the trigram index, leaving the ordered scan.
    const text = filter.scanInOrder ? sql`(${applicants.searchText} || '')` : sql`${applicants.searchText}`;
    conditions.push(sql`${text} like ${`%${escapeLike(filter.search.toLowerCase())}%`}`);
  }
  return and(...conditions);
}

export interface RecordCursor {
  /** The row's created_at as the database wrote it: to the microsecond, which a Date cannot hold. */
  createdAt: string;
  id: string;
}

/**
 * A page of records, by offset, or after a cursor (the export walks the whole set that way).
 * The page is cut from applicants alone, then joined to its ten users: joining first would make
 * a search that matches thousands of rows join them all before sorting.
 */
export async function findApplicantRecords(
  db: Executor,
  filter: ApplicantFilter,
  limit: number,
  from: { offset: number } | { after: RecordCursor },
) {
  const afterCursor =
    'after' in from
      ? sql`(${applicants.createdAt}, ${applicants.userId}) < (${from.after.createdAt}::timestamptz, ${from.after.id}::uuid)`
      : undefined;
  const conditions = [where(filter), afterCursor].filter((c): c is SQL => c !== undefined);
  const page = db
    .select({
      userId: applicants.userId,
      createdAt: applicants.createdAt,
      applicationStatus: applicants.applicationStatus,
      ageRange: applicants.ageRange,
      withdrawnAt: applicants.withdrawnAt,
      unsubscribedAt: applicants.unsubscribedAt,
    })
    .from(applicants)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(applicants.createdAt), desc(applicants.userId))
    .limit(limit)
    .offset('offset' in from ? from.offset : 0)
    .as('page');
  return db
    .select({
      createdAt: page.createdAt,
      cursorAt: sql<string>`${page.createdAt}::text`,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      gender: users.gender,
      email: users.email,
      applicationStatus: page.applicationStatus,
      ageRange: page.ageRange,
      withdrawnAt: page.withdrawnAt,
      unsubscribedAt: page.unsubscribedAt,
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.userId))
    .orderBy(desc(page.createdAt), desc(page.userId));
}

/** Listed applicants under these list keys (all when empty), from the counts the triggers keep. */
export async function countByListKey(db: Executor, listKeys: readonly string[]) {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${applicantStatusCounts.applicants}), 0)::int` })
    .from(applicantStatusCounts)
    .where(listKeys.length ? inArray(applicantStatusCounts.applicationStatus, [...listKeys]) : undefined);
  return row?.count ?? 0;
}

/** Matches of a search, counted up to `cap` (a fragment may match most of a million rows). */
export async function countMatches(db: Executor, filter: ApplicantFilter, cap: number) {
  const matches = db.select({ one: sql`1` }).from(applicants).where(where(filter)).limit(cap).as('matches');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matches);
  return row?.count ?? 0;
}

/** The ids of a filter's applicants after a cursor, newest first, without joining their users. */
export async function findApplicantIds(
  db: Executor,
  filter: ApplicantFilter,
  limit: number,
  after?: RecordCursor,
) {
  const afterCursor = after
    ? sql`(${applicants.createdAt}, ${applicants.userId}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select({ id: applicants.userId, cursorAt: sql<string>`${applicants.createdAt}::text` })
    .from(applicants)
    .where(and(...[where(filter), afterCursor].filter((c): c is SQL => c !== undefined)))
    .orderBy(desc(applicants.createdAt), desc(applicants.userId))
    .limit(limit);
}
