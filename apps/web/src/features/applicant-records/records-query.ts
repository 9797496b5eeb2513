import { type ApplicantStage, applicantStages } from '@intake/contracts/applicant-records';
import { APPLICANT_PAGE_SIZE } from '@intake/contracts/constants';

/** The 'Showing n' choices: the spec's 10 first; the server takes up to 100. */
export const PAGE_SIZES = [APPLICANT_PAGE_SIZE, 20, 50, 100] as const;
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_DEBOUNCE_MS = 300;

export const stageKeys = Object.keys(applicantStages) as ApplicantStage[];

/** The list's filter, as the URL query string keeps it so a reload or a shared link shows the same. */
export type RecordsQuery = {
  stage: ApplicantStage;
  search: string;
  page: number;
  size: number;
};

export const defaultRecordsQuery: RecordsQuery = {
  stage: 'all',
  search: '',
  page: 1,
  size: APPLICANT_PAGE_SIZE,
};

const isStage = (value: string | null): value is ApplicantStage =>
  value !== null && (stageKeys as string[]).includes(value);

const positiveInt = (value: string | null) => {
  if (value === null || !/^\d{1,7}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
};

/** Reads the filter from a query string; anything unknown or malformed falls back to the default. */
export function parseRecordsQuery(params: URLSearchParams): RecordsQuery {
  const size = positiveInt(params.get('size'));
  return {
    stage: isStage(params.get('stage')) ? (params.get('stage') as ApplicantStage) : 'all',
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    page: positiveInt(params.get('page')) ?? 1,
    size: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : APPLICANT_PAGE_SIZE,
  };
}

/** The query string for a filter, leaving out defaults so plain /dashboard/all-applicants stays plain. */
export function recordsSearchParams(query: RecordsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.stage !== defaultRecordsQuery.stage) params.set('stage', query.stage);
  if (query.search) params.set('search', query.search);
  if (query.page !== defaultRecordsQuery.page) params.set('page', String(query.page));
  if (query.size !== defaultRecordsQuery.size) params.set('size', String(query.size));
  return params;
}

/** The API's query string for one page: page, size and stage always, search when there is one. */
export function listApiParams(query: RecordsQuery): URLSearchParams {
  const params = new URLSearchParams({
    page: String(query.page),
    size: String(query.size),
    stage: query.stage,
  });
  if (query.search) params.set('search', query.search);
  return params;
}

/** The export's query string: the same filter, without paging. */
export function exportApiParams(query: Pick<RecordsQuery, 'stage' | 'search'>): URLSearchParams {
  const params = new URLSearchParams({ stage: query.stage });
  if (query.search) params.set('search', query.search);
  return params;
}
