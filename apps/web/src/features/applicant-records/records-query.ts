import {
  type ApplicantSort,
  type ApplicantStage,
  applicantSorts,
  applicantStages,
  type ReviewFilter,
  reviewFilters,
} from '@intake/contracts/applicant-records';
import { APPLICANT_PAGE_SIZE } from '@intake/contracts/constants';

/** The 'Showing n' choices: the spec's 10 first; the server takes up to 100. */
export const PAGE_SIZES = [APPLICANT_PAGE_SIZE, 20, 50, 100] as const;
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_DEBOUNCE_MS = 300;

export const stageKeys = Object.keys(applicantStages) as ApplicantStage[];
/** The minimum-score choices; the server takes any tenth from 1 to 5. */
export const MIN_SCORES = [2, 2.5, 3, 3.5, 4, 4.5] as const;

/** The list's filter, as the URL query string keeps it so a reload or a shared link shows the same. */
export type RecordsQuery = {
  stage: ApplicantStage;
  search: string;
  page: number;
  size: number;
  sort: ApplicantSort;
  reviews: ReviewFilter | 'any';
  minScore: number | null;
};

export const defaultRecordsQuery: RecordsQuery = {
  stage: 'all',
  search: '',
  page: 1,
  size: APPLICANT_PAGE_SIZE,
  sort: 'newest',
  reviews: 'any',
  minScore: null,
};

const isStage = (value: string | null): value is ApplicantStage =>
  value !== null && (stageKeys as string[]).includes(value);

const positiveInt = (value: string | null) => {
  if (value === null || !/^\d{1,7}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
};

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  choices.find((choice) => choice === value);

const minScoreOf = (value: string | null) => {
  const score = value === null ? Number.NaN : Number(value);
  return (MIN_SCORES as readonly number[]).includes(score) ? score : null;
};

/** Reads the filter from a query string; anything unknown or malformed falls back to the default. */
export function parseRecordsQuery(params: URLSearchParams): RecordsQuery {
  const size = positiveInt(params.get('size'));
  const reviews = oneOf(reviewFilters, params.get('reviews')) ?? 'any';
  return {
    stage: isStage(params.get('stage')) ? (params.get('stage') as ApplicantStage) : 'all',
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    page: positiveInt(params.get('page')) ?? 1,
    size: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : APPLICANT_PAGE_SIZE,
    sort: oneOf(applicantSorts, params.get('sort')) ?? 'newest',
    reviews,
    // The not yet reviewed have no score: the server refuses a minimum with them.
    minScore: reviews === 'unreviewed' ? null : minScoreOf(params.get('minScore')),
  };
}

/** The review filter and order as query parameters, each left out at its default. */
function setReviewParams(
  params: URLSearchParams,
  query: Partial<Pick<RecordsQuery, 'sort' | 'reviews' | 'minScore'>>,
) {
  if (query.sort && query.sort !== defaultRecordsQuery.sort) params.set('sort', query.sort);
  if (query.reviews && query.reviews !== defaultRecordsQuery.reviews) params.set('reviews', query.reviews);
  if (query.minScore !== undefined && query.minScore !== null) params.set('minScore', String(query.minScore));
}

/** The query string for a filter, leaving out defaults so plain /dashboard/all-applicants stays plain. */
export function recordsSearchParams(query: RecordsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.stage !== defaultRecordsQuery.stage) params.set('stage', query.stage);
  if (query.search) params.set('search', query.search);
  if (query.page !== defaultRecordsQuery.page) params.set('page', String(query.page));
  if (query.size !== defaultRecordsQuery.size) params.set('size', String(query.size));
  setReviewParams(params, query);
  return params;
}

/**
 * The API's query string for one page: page, size and stage always, search, order and review
 * filters when they are not the default.
 */
export function listApiParams(query: RecordsQuery): URLSearchParams {
  const params = new URLSearchParams({
    page: String(query.page),
    size: String(query.size),
    stage: query.stage,
  });
  if (query.search) params.set('search', query.search);
  setReviewParams(params, query);
  return params;
}

/** What the export takes: the list's filter, without paging or order (it lists newest first). */
export type ExportFilter = Pick<RecordsQuery, 'stage' | 'search' | 'reviews' | 'minScore'>;

/** The export's query string: the same filter, without paging. */
export function exportApiParams(query: ExportFilter): URLSearchParams {
  const params = new URLSearchParams({ stage: query.stage });
  if (query.search) params.set('search', query.search);
  setReviewParams(params, { reviews: query.reviews, minScore: query.minScore });
  return params;
}
