import {
  APPLICANT_LIST_MAX,
  type ApplicantFilterQuery,
  type ApplicantListQuery,
  type ApplicantRecord,
  type ApplicantSort,
  applicantStages,
  DEFAULT_PAGE_SIZE,
  optOutOf,
  type Role,
  SEARCH_COUNT_CAP,
} from '@intake/contracts';
import type { Executor } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import {
  type ApplicantFilter,
  type ApplicantRecordRow,
  countByListKey,
  countMatches,
  countReviewed,
  findApplicantIds,
  findApplicantRecords,
  findOpenReviewsOf,
  type RecordCursor,
} from './applicant-records.repository.ts';

/** Who reads the list: an elder is a first-round reviewer, so the blind round applies to them. */
export interface RecordsViewer {
  role: Role;
  userId: string;
}
const reviewsBlind = (viewer: RecordsViewer) => viewer.role === 'ELDER';

/**
 * The row as the viewer may see it: for an elder, an applicant in a blind first round keeps their
 * application number, status and review aggregate, and loses everything that says who they are
 * (issue 22.4). Admins see every row whole; so do sponsors, who do not review.
 */
const asSeenBy = (viewer: RecordsViewer) => (row: ApplicantRecordRow) => {
  const blind = reviewsBlind(viewer) && row.inBlindRound;
  if (!blind) return { ...row, blind };
  return { ...row, blind, firstName: '', lastName: '', email: '', phone: '', gender: '', ageRange: '' };
};
type SeenRow = ReturnType<ReturnType<typeof asSeenBy>>;

const toRecord = (row: SeenRow): ApplicantRecord => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  gender: row.gender,
  applicantDocument: {
    email: row.email,
    applicationStatus: row.applicationStatus,
    ageRange: row.ageRange,
    optedOut: optOutOf(row),
  },
  applicationNumber: row.applicationNumber,
  blind: row.blind,
  review: { score: row.reviewScore, count: row.reviewCount, disagrees: row.reviewDisagrees },
});

const filterOf = (query: ApplicantFilterQuery, viewer: RecordsViewer): ApplicantFilter => ({
  listKeys: applicantStages[query.stage ?? 'all'],
  unsubscribedOnly: query.stage === 'unsubscribed',
  search: query.search || undefined,
  minScore: query.minScore,
  reviews: query.reviews,
  viewerReviewsBlind: reviewsBlind(viewer),
});

/** Filters that list reviewed applicants only: a review order then has nothing to follow with. */
const reviewedOnly = (filter: ApplicantFilter) =>
  filter.minScore !== undefined || filter.reviews === 'reviewed' || filter.reviews === 'disagree';

/**
 * A page in a review order: the reviewed rows in that order (one index range, migration 0028),
 * then the not yet reviewed, newest first. The second read runs only for a page past the reviewed
 * rows, and starts where they ended.
 */
async function reviewOrderedPage(
  db: Executor,
  filter: ApplicantFilter,
  order: Exclude<ApplicantSort, 'newest'>,
  size: number,
  offset: number,
) {
  const first = await findApplicantRecords(db, filter, size, { offset, order });
  if (first.length === size || reviewedOnly(filter)) return first;
  // This page holds the last reviewed row, or starts past it: count where the reviewed rows end.
  const reviewedRows =
    first.length > 0 || offset === 0 ? offset + first.length : await countReviewed(db, filter, offset);
  const rest = await findApplicantRecords(db, { ...filter, reviews: 'unreviewed' }, size - first.length, {
    offset: offset + first.length - reviewedRows,
  });
  return [...first, ...rest];
}

/**
 * Rows per keyset page of an export. The embedded database runs each query on the event loop, so
 * a request may wait for one page: 0.8 ms at 25 rows (0.55 ms a query plus 0.01 ms a row); 25
 * kept /api/user/me under 3× its idle p95 with 4 exports running, 50 did not. On PostgreSQL this
 * thread still parses each page's rows: 500 a page gave 6.1× idle, 100 gave 3.0×, 75 gave 2.4×,
 * 50 gave 1.7× but a lone export of 100,000 rows then took 9.7 s of its 10 s budget
 * (bench/export-load.ts, bench/applicant-list.ts).
 */
/** The list reads the database; the export's batch size depends on which database it is. */
type RecordsDeps = ServiceDeps<'db' | 'database'>;

const exportBatchOf = (deps: RecordsDeps) => (deps.database.kind === 'pglite' ? 25 : 75);
/**
 * Index entries a newest-first walk reads at most before the page is read through the trigram index
 * instead: about what sorting the fewest matches a walk is tried for costs (EXPLAIN ANALYZE at
 * 1,000,000: 2,000 entries walked in 1.5–2.2 ms, 1,402 matches sorted in 2.2 ms), so a walk that
 * finds nothing at most doubles the page's cost, and the number of matches past the count's cap
 * need not be known.
 */
const WALK_LIMIT = 2_000;
/**
 * A walk is tried only for a fragment with more matches than the count counts: the count has just
 * read every match of a counted fragment through the trigram index, and reading them again to sort
 * them costs about as much (146 matches in 110,000: 0.8 ms; issue 27.5). The walked index carries
 * the search text, status and cohort only: a stage, the unsubscribed and the review filters read
 * the trigram index.
 */
const walkMayPay = (filter: ApplicantFilter, matches: number | undefined) =>
  filter.search !== undefined &&
  filter.listKeys.length === 0 &&
  !filter.unsubscribedOnly &&
  filter.minScore === undefined &&
  filter.reviews === undefined &&
  matches !== undefined &&
  matches > SEARCH_COUNT_CAP;

/**
 * A page newest first. A search too common to count walks the newest-first index; matches bunched
 * among older rows can leave the bounded walk short of the page, which is then read through the
 * trigram index like any other search (as is a page past the last match).
 */
async function newestFirstPage(
  db: Executor,
  filter: ApplicantFilter,
  size: number,
  offset: number,
  matches: number | undefined,
) {
  if (walkMayPay(filter, matches)) {
    const walked = await findApplicantRecords(db, { ...filter, walkLimit: WALK_LIMIT }, size, { offset });
    if (walked.length === size) return walked;
  }
  return findApplicantRecords(db, filter, size, { offset });
}

/**
 * Every record of a filter in batches (keyset pages, newest first), as the viewer may see them, so
 * an export of any size holds one batch in memory and can give the event loop back between them.
 */
export async function* walkApplicantRecords(
  deps: RecordsDeps,
  query: ApplicantFilterQuery,
  viewer: RecordsViewer,
) {
  const filter = filterOf(query, viewer);
  const batch = exportBatchOf(deps);
  const seen = asSeenBy(viewer);
  let after: RecordCursor | undefined;
  for (;;) {
    const rows = await findApplicantRecords(deps.db, filter, batch, after ? { after } : { offset: 0 });
    yield rows.map(seen);
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = { createdAt: last.cursorAt, id: last.id };
  }
}

/** Ids per keyset batch of a filter's walk: one statement inserts a batch of bulk-action items. */
const ID_BATCH = 1_000;

/**
 * The ids of every applicant a filter lists, in keyset batches, as the list's query has it: a bulk
 * action on the whole filtered result fixes its applicants with these (bulk-actions module).
 */
export async function* walkApplicantIds(
  deps: ServiceDeps<'db'>,
  query: ApplicantFilterQuery,
  viewer: RecordsViewer,
) {
  const filter = filterOf(query, viewer);
  let after: RecordCursor | undefined;
  for (;;) {
    const rows = await findApplicantIds(deps.db, filter, ID_BATCH, after);
    if (rows.length > 0) yield rows.map((row) => row.id);
    const last = rows.at(-1);
    if (!last || rows.length < ID_BATCH) return;
    after = { createdAt: last.cursorAt, id: last.id };
  }
}

/**
 * One page of applicants, filtered, ordered and searched on the server. Without paging parameters
 * it answers the spec's whole array, up to APPLICANT_LIST_MAX rows.
 */
export async function listApplicantRecords(
  deps: RecordsDeps,
  query: ApplicantListQuery,
  viewer: RecordsViewer,
) {
  const filter = filterOf(query, viewer);
  const paged = query.page !== undefined || query.size !== undefined;
  const size = paged ? (query.size ?? DEFAULT_PAGE_SIZE) : APPLICANT_LIST_MAX;
  const page = query.page ?? 1;
  // Only the stages have kept counts: a search, the unsubscribed and the review filters are counted
  // like the matches of a search (capped).
  const counted = filter.search || filter.unsubscribedOnly || filter.minScore !== undefined || filter.reviews;
  const [inStage, matches] = await Promise.all([
    countByListKey(deps.db, filter.listKeys),
    counted ? countMatches(deps.db, filter, SEARCH_COUNT_CAP + 1) : undefined,
  ]);
  const total = matches ?? inStage;
  // Among the not yet reviewed every review order is newest first.
  const order = filter.reviews === 'unreviewed' ? 'newest' : (query.sort ?? 'newest');
  const offset = (page - 1) * size;
  const rows =
    order === 'newest'
      ? await newestFirstPage(deps.db, filter, size, offset, matches)
      : await reviewOrderedPage(deps.db, filter, order, size, offset);
  const capped = total > SEARCH_COUNT_CAP;
  // Others' scores stay hidden from a reviewer until their own review is in (issue 22.3).
  const unreviewedByViewer = reviewsBlind(viewer)
    ? await findOpenReviewsOf(
        deps.db,
        viewer.userId,
        rows.map((row) => row.id),
      )
    : new Set<string>();
  const withheld = (row: SeenRow): SeenRow =>
    unreviewedByViewer.has(row.id) ? { ...row, reviewScore: null, reviewDisagrees: false } : row;
  return {
    records: rows.map(asSeenBy(viewer)).map(withheld).map(toRecord),
    total: capped ? SEARCH_COUNT_CAP : total,
    capped,
    page,
    size,
  };
}
