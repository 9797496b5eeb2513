import { applicantListHeaders, getAllApplicants } from '@intake/contracts/endpoints/applicant-records';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch, endpointUrl } from '../../../lib/api-client';
import { listApiParams, type RecordsQuery } from '../records-query';

export const applicantsQueryKey = ['applicant-records'] as const;

const headerCount = (value: string | null) => {
  const number = Number(value);
  return value !== null && Number.isFinite(number) && number >= 0 ? number : null;
};

/**
 * `GET /api/elder/getAllApplicants?page&size&stage&search&sort&reviews&minScore`: one page of
 * applicants.
 * The total is in x-total-count; x-total-capped says a search matched more than it counted.
 */
export async function getApplicantsPage(query: RecordsQuery) {
  const url = endpointUrl(getAllApplicants, { query: Object.fromEntries(listApiParams(query)) });
  const response = await apiFetch(url, { authenticated: true });
  const records = getAllApplicants.response.parse(await response.json());
  const total =
    headerCount(response.headers.get(applicantListHeaders.total)) ??
    (query.page - 1) * query.size + records.length;
  return { records, total, capped: response.headers.get(applicantListHeaders.capped) === 'true' };
}
export type ApplicantsPage = Awaited<ReturnType<typeof getApplicantsPage>>;

/** Keeps the last page on screen while the next one loads, so the table does not jump. */
export const useApplicantsPageQuery = (query: RecordsQuery) =>
  useQuery({
    queryKey: [...applicantsQueryKey, query],
    queryFn: () => getApplicantsPage(query),
    placeholderData: keepPreviousData,
    retry: false,
  });
