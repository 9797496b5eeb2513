import {
  APPLICANT_LIST_MAX,
  type ApplicantListQuery,
  type ApplicantRecord,
  applicantStages,
  DEFAULT_PAGE_SIZE,
  optOutOf,
  SEARCH_COUNT_CAP,
} from '@intake/contracts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import {
  type ApplicantFilter,
  countByListKey,
  countMatches,
  findApplicantIds,
  findApplicantRecords,
  type RecordCursor,
} from './applicant-records.repository.ts';

const toRecord = (row: Awaited<ReturnType<typeof findApplicantRecords>>[number]): ApplicantRecord => ({
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
});

const filterOf = (query: Pick<ApplicantListQuery, 'stage' | 'search'>): ApplicantFilter => ({
  listKeys: applicantStages[query.stage ?? 'all'],
  unsubscribedOnly: query.stage === 'unsubscribed',
  search: query.search || undefined,
});

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
/** Index entries a newest-first walk may read to find a page of matches before trigrams win. */
const WALK_LIMIT = 50_000;
/** A walk reads about pageSize × stage size ÷ matches entries. */
const walkIsShort = (inStage: number, matches: number) =>
  matches > 0 && (DEFAULT_PAGE_SIZE * inStage) / matches <= WALK_LIMIT;

/**
 * Every record of a filter in batches (keyset pages), so an export of any size holds one batch in
 * memory and can give the event loop back between them.
 */
export async function* walkApplicantRecords(
  deps: RecordsDeps,
  query: Pick<ApplicantListQuery, 'stage' | 'search'>,
) {
  const filter = filterOf(query);
  const batch = exportBatchOf(deps);
  let after: RecordCursor | undefined;
  for (;;) {
    const rows = await findApplicantRecords(deps.db, filter, batch, after ? { after } : { offset: 0 });
    yield rows;
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
  query: Pick<ApplicantListQuery, 'stage' | 'search'>,
) {
  const filter = filterOf(query);
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
 * One page of applicants, filtered and searched on the server. Without paging parameters it
 * answers the spec's whole array, up to APPLICANT_LIST_MAX rows.
 */
export async function listApplicantRecords(deps: RecordsDeps, query: ApplicantListQuery) {
  const filter = filterOf(query);
  const paged = query.page !== undefined || query.size !== undefined;
  const size = paged ? (query.size ?? DEFAULT_PAGE_SIZE) : APPLICANT_LIST_MAX;
  const page = query.page ?? 1;
  // The unsubscribed have no kept count: they are counted like the matches of a search (capped).
  const [inStage, matches] = await Promise.all([
    countByListKey(deps.db, filter.listKeys),
    filter.search || filter.unsubscribedOnly
      ? countMatches(deps.db, filter, SEARCH_COUNT_CAP + 1)
      : undefined,
  ]);
  const total = matches ?? inStage;
  const rows = await findApplicantRecords(
    deps.db,
    {
      ...filter,
      // Within a stage the status-and-trigram index (migration 0008) finds the matches directly and
      // the planner chooses well; across all applicants a common fragment is found faster by walking.
      scanInOrder:
        filter.search !== undefined &&
        matches !== undefined &&
        filter.listKeys.length === 0 &&
        !filter.unsubscribedOnly &&
        walkIsShort(inStage, matches),
    },
    size,
    { offset: (page - 1) * size },
  );
  const capped = total > SEARCH_COUNT_CAP;
  return { records: rows.map(toRecord), total: capped ? SEARCH_COUNT_CAP : total, capped, page, size };
}
