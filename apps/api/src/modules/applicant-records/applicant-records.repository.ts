import type { ApplicantSort, ReviewFilter } from '@intake/contracts';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  applicantStatusCounts,
  applicants,
  cohorts,
  reviewAssignments,
  users,
} from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/sql-like.ts';

export interface ApplicantFilter {
  /** The list keys (statuses, or WITHDRAWN) to list; every listed applicant when empty. */
  listKeys: readonly string[];
  /** Only those still applying who unsubscribed from optional mail. */
  unsubscribedOnly: boolean;
  search: string | undefined;
  /**
   * For a fragment that matches many rows: walk at most this many entries of the newest-first index
   * (which carries search_text) testing each, which finds a page of matches quickly, instead of
   * fetching every match through the trigram index to sort them. The caller decides from the counts,
   * and reads the page the other way when the walk ends short of it (see findApplicantRecords).
   * Only for a search across every listed applicant, newest first, without review filters.
   */
  walkLimit?: number;
  /** Reviewed applicants whose first-round score is at least this. */
  minScore: number | undefined;
  reviews: ReviewFilter | undefined;
  /**
   * The viewer reviews in the blind first round (an elder): rows say whether they are blind, and a
   * search does not find a blind applicant by who they are (issue 22.4).
   */
  viewerReviewsBlind: boolean;
}

/**
 * An applicant is in a blind first round while TESTED (in first review, not yet invited to interview) in
 * a cohort with the blind round on; without a cohort the setting's default (on) holds.
 */
const inBlindRound = (status: SQLWrapper, cohortId: SQLWrapper) =>
  sql<boolean>`(${status} = 'TESTED' and coalesce((select ${cohorts.blindFirstRound} from ${cohorts} where ${cohorts.id} = ${cohortId}), true))`;

/** Has a first-round review: the predicate of every review index (migration 0028). */
const reviewed = sql`${applicants.reviewCount} > 0`;

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
    conditions.push(sql`${applicants.searchText} like ${`%${escapeLike(filter.search.toLowerCase())}%`}`);
    // Tested on each match: the trigram path reads the match's row anyway.
    if (filter.viewerReviewsBlind)
      conditions.push(sql`not ${inBlindRound(applicants.applicationStatus, applicants.cohortId)}`);
  }
  // The predicates of 0028's partial indexes are written literally (no parameters), so the planner
  // can match them.
  if (filter.minScore !== undefined) conditions.push(reviewed, gte(applicants.reviewScore, filter.minScore));
  if (filter.reviews === 'reviewed') conditions.push(reviewed);
  if (filter.reviews === 'unreviewed') conditions.push(sql`${applicants.reviewCount} = 0`);
  if (filter.reviews === 'disagree') conditions.push(sql`${applicants.reviewDisagrees}`);
  return and(...conditions);
}

export interface RecordCursor {
  /** The row's created_at as the database wrote it: to the microsecond, which a Date cannot hold. */
  createdAt: string;
  id: string;
}

type OrderColumns = Record<'createdAt' | 'userId' | 'reviewScore' | 'reviewCount', SQLWrapper>;

/**
 * 'newest' is every row of the filter, newest first. The review orders read the reviewed rows only,
 * in the order their index (migration 0028) keeps them; the service follows them with the not yet
 * reviewed, newest first. Low to high is high to low read backwards, so equal scores come oldest
 * first.
 */
const orderOf = (order: ApplicantSort, c: OrderColumns) => {
  switch (order) {
    case 'newest':
      return [desc(c.createdAt), desc(c.userId)];
    case 'score-high':
      return [desc(c.reviewScore), desc(c.createdAt), desc(c.userId)];
    case 'score-low':
      return [asc(c.reviewScore), asc(c.createdAt), asc(c.userId)];
    case 'reviews':
      return [desc(c.reviewCount), desc(c.createdAt), desc(c.userId)];
  }
};

/**
 * A page of records, by offset, or after a cursor (the export walks the whole set that way, newest
 * first). The page is cut from applicants alone, then joined to its ten users: joining first would
 * make a search that matches thousands of rows join them all before sorting.
 */
export async function findApplicantRecords(
  db: Executor,
  filter: ApplicantFilter,
  limit: number,
  from: { offset: number; order?: ApplicantSort } | { after: RecordCursor },
) {
  const order = 'order' in from && from.order ? from.order : 'newest';
  const afterCursor =
    'after' in from
      ? sql`(${applicants.createdAt}, ${applicants.userId}) < (${from.after.createdAt}::timestamptz, ${from.after.id}::uuid)`
      : undefined;
  const conditions = [where(filter), order === 'newest' ? undefined : reviewed, afterCursor].filter(
    (c): c is SQL => c !== undefined,
  );
  const columns = {
    userId: applicants.userId,
    createdAt: applicants.createdAt,
    applicationNumber: applicants.applicationNumber,
    applicationStatus: applicants.applicationStatus,
    ageRange: applicants.ageRange,
    cohortId: applicants.cohortId,
    withdrawnAt: applicants.withdrawnAt,
    unsubscribedAt: applicants.unsubscribedAt,
    reviewScore: applicants.reviewScore,
    reviewCount: applicants.reviewCount,
    reviewDisagrees: applicants.reviewDisagrees,
  };
  const offset = 'offset' in from ? from.offset : 0;
  const walked =
    filter.walkLimit && filter.search && order === 'newest' && !afterCursor
      ? walkNewestFirst(db, { ...filter, search: filter.search, walkLimit: filter.walkLimit }, limit, offset)
      : undefined;
  const page = walked
    ? db.select(columns).from(walked).innerJoin(applicants, eq(applicants.userId, walked.userId)).as('page')
    : db
        .select(columns)
        .from(applicants)
        .where(and(...conditions))
        .orderBy(...orderOf(order, applicants))
        .limit(limit)
        .offset(offset)
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
      applicationNumber: page.applicationNumber,
      applicationStatus: page.applicationStatus,
      ageRange: page.ageRange,
      withdrawnAt: page.withdrawnAt,
      unsubscribedAt: page.unsubscribedAt,
      reviewScore: page.reviewScore,
      reviewCount: page.reviewCount,
      reviewDisagrees: page.reviewDisagrees,
      // Only an elder's rows are asked: an admin's export then reads no cohort for each row.
      inBlindRound: filter.viewerReviewsBlind
        ? inBlindRound(page.applicationStatus, page.cohortId)
        : sql<boolean>`false`,
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.userId))
    .orderBy(...orderOf(order, page));
}

/**
 * The ids of a page of a search's matches, newest first, tested entry by entry along the newest-first
 * index, which carries the search text, the status and the cohort (migrations 0021, 0054): the walk
 * reads the index alone and picks ids; their rows are read after. Asking the rows' other columns in
 * the walk itself read the heap for every entry tested (EXPLAIN at 110,000: 9,300 buffers against
 * 200). The walk stops at `walkLimit` entries: matches clustered among older rows made an unbounded
 * walk read 34,000 entries at 1,000,000 (11 ms) where their 1,376 were sorted in 3 ms (issue 27.5).
 * Written as a subquery with its own limit, so the planner cannot read the whole table and sort.
 */
function walkNewestFirst(
  db: Executor,
  filter: Pick<ApplicantFilter, 'viewerReviewsBlind'> & { search: string; walkLimit: number },
  limit: number,
  offset: number,
) {
  const entries = db
    .select({
      userId: applicants.userId,
      createdAt: applicants.createdAt,
      searchText: applicants.searchText,
      applicationStatus: applicants.applicationStatus,
      cohortId: applicants.cohortId,
    })
    .from(applicants)
    .where(isNotNull(applicants.listKey))
    .orderBy(desc(applicants.createdAt), desc(applicants.userId))
    .limit(filter.walkLimit)
    .as('entries');
  return db
    .select({ userId: entries.userId })
    .from(entries)
    .where(
      and(
        sql`strpos(${entries.searchText}, ${filter.search.toLowerCase()}) > 0`,
        filter.viewerReviewsBlind
          ? sql`not ${inBlindRound(entries.applicationStatus, entries.cohortId)}`
          : undefined,
      ),
    )
    .orderBy(desc(entries.createdAt), desc(entries.userId))
    .limit(limit)
    .offset(offset)
    .as('walked');
}

export type ApplicantRecordRow = Awaited<ReturnType<typeof findApplicantRecords>>[number];

/** Reviewed rows of a filter, counted up to `cap`: where a review order's reviewed rows end. */
export async function countReviewed(db: Executor, filter: ApplicantFilter, cap: number) {
  const rows = db
    .select({ one: sql`1` })
    .from(applicants)
    .where(and(where(filter), reviewed))
    .limit(cap)
    .as('rows');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(rows);
  return row?.count ?? 0;
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

/** Which of these applicants the reviewer has an open first-round assignment for. */
export async function findOpenReviewsOf(db: Executor, reviewerId: string, applicantIds: readonly string[]) {
  if (applicantIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ applicantId: reviewAssignments.applicantId })
    .from(reviewAssignments)
    .where(
      and(
        eq(reviewAssignments.reviewerId, reviewerId),
        isNull(reviewAssignments.completedAt),
        inArray(reviewAssignments.applicantId, [...applicantIds]),
      ),
    );
  return new Set(rows.map((row) => row.applicantId));
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
