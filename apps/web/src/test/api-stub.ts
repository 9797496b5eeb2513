import { DEFAULT_SCHOOL, type PublicConfig, type UserData } from '@intake/contracts';
import { vi } from 'vitest';

export const testConfig: PublicConfig = {
  elderAppUrl: '/dashboard/all-applicants',
  mainSiteUrl: 'https://school.example.org',
  blogUrl: 'https://school.example.org/blog',
  personalityTestUrl: 'https://test.example.org',
  socialLinks: [
    { name: 'Twitter', url: 'https://twitter.example.org/school' },
    { name: 'Instagram', url: 'https://instagram.example.org/school' },
  ],
  applicationsOpen: true,
  school: DEFAULT_SCHOOL,
};

export const testUser: UserData = {
  id: 'u-1',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.org',
  phone: '8012345678',
  dialCode: '+234',
  address: null,
  parentsName: null,
  gender: 'Female',
  profilePictureUrl: null,
  applicationId: 'a-1',
  applicationStatus: 'APPLIED',
  roles: 'APPLICANT',
  nativeState: 'PENDING',
  canFillEnrollmentForm: false,
  canFillTenancyAgreementForm: false,
  canFillLoanAgreement: false,
  trait: '',
  infoSessionId: null,
  cohortDetails: null,
};

const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An access token as the API issues it; the web app only decodes it, so the signature is a dummy. */
export const makeToken = (user: Partial<UserData> = {}) =>
  `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ ...testUser, ...user, sid: 's-1' })}.signature`;

export const jsonResponse = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const errorResponse = (status: number, message: string, code = 'ERROR') =>
  jsonResponse(status, { message, code });

/** What fetch does when the server cannot be reached. */
export const noResponse = () => Promise.reject(new TypeError('Failed to fetch'));

type Handler = (init: RequestInit) => Response | Promise<Response>;

/**
 * Replaces fetch with handlers keyed by 'METHOD /path'. The wake-up call and the public config
 * answer by default; any other call fails the test loudly.
 */
export function stubApi(handlers: Record<string, Handler> = {}) {
  const all: Record<string, Handler> = {
    'GET /': () => new Response(null, { status: 200 }),
    'GET /api/config': () => jsonResponse(200, testConfig),
    ...handlers,
  };
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input)}`;
    // A handler keyed without a query string answers every query of that path.
    const handler = all[key] ?? all[key.split('?')[0] ?? key];
    if (!handler) throw new Error(`Unexpected call: ${key}`);
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A promise the test settles, to look at a form while its call is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The headers a stubbed call was sent with. */
export const headersOf = (init: RequestInit) => new Headers(init.headers);
