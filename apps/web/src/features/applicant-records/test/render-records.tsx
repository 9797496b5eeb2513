import type { ApplicantRecord } from '@intake/contracts/applicant-records';
import { paths } from '@intake/contracts/pages';
import type { Role } from '@intake/contracts/status';
import { useParams } from 'react-router';
import { vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { makeToken } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render-app';
import { ApplicantRecordsScreen } from '../components/applicant-records-screen';

export const RECORDS_PATH = paths.allApplicants;

export const makeRecord = (i: number, overrides: Partial<ApplicantRecord> = {}): ApplicantRecord => ({
  id: `r-${i}`,
  firstName: `First${i}`,
  lastName: `Last${i}`,
  phone: `80300000${String(i).padStart(2, '0')}`,
  gender: i % 2 ? 'Female' : 'Male',
  applicantDocument: {
    email: `applicant${i}@example.org`,
    applicationStatus: 'APPLIED',
    ageRange: '21-30',
    optedOut: null,
  },
  applicationNumber: 10_000 + i,
  blind: false,
  review: { score: null, count: 0, disagrees: false },
  ...overrides,
});

export const makeRecords = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => makeRecord(from + i));

/** One page as the API answers it: the rows, and the total in x-total-count. */
export const pageResponse = (records: ApplicantRecord[], total = records.length, capped = false) =>
  new Response(JSON.stringify(records), {
    status: 200,
    headers: {
      'Content-Type': 'application/json',
      'x-total-count': String(total),
      'x-total-capped': String(capped),
    },
  });

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/**
 * Replaces fetch with handlers keyed by 'METHOD /pathname', so one handler answers every query
 * string of a path; the test reads the query from the URL it is given. Anything else fails loudly.
 */
export function stubRecordsApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected call: ${key}${url.search}`);
    return handler(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The query strings of the list requests made so far, as objects. */
export const listRequests = (fetchMock: ReturnType<typeof stubRecordsApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/elder/getAllApplicants')
    .map((url) => Object.fromEntries(url.searchParams));

function ProfileStub() {
  const { id } = useParams();
  return <h1>Profile of {id}</h1>;
}

/** Renders the records screen at `path`, signed in as a staff member of `role`. */
export function renderRecords({ role = 'ELDER', path = RECORDS_PATH }: { role?: Role; path?: string } = {}) {
  saveSession(makeToken({ roles: role, firstName: 'Ngozi', email: 'ngozi@school.example.org' }));
  const rendered = renderRoutes(
    [
      { path: RECORDS_PATH, element: <ApplicantRecordsScreen /> },
      { path: paths.profile, element: <ProfileStub /> },
      { path: paths.login, element: <h1>Login page</h1> },
    ],
    path,
  );
  const params = () => Object.fromEntries(new URLSearchParams(rendered.router.state.location.search));
  return { ...rendered, params };
}
