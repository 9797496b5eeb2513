import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';
import type { Role } from './status.ts';

/**
 * Who may reach a call (apps/api/test/access/access-matrix.test.ts checks every one):
 * - `public`: anyone, signed in or not (a session, even a suspended one, is ignored).
 * - `link-token`: anyone holding the opaque token from an e-mail; the session is ignored. Without the
 *   right token nobody gets a 2xx (an error page redirect or a 4xx).
 * - `signed-in`: any live session; no session → 401, a suspended account → 403.
 * - a list of roles: those roles; no session → 401, any other role (suspended too) → 403.
 *
 * The refusals come before the input is read: a malformed path, query or body changes none of them.
 */
export type Access = 'public' | 'link-token' | 'signed-in' | readonly Role[];

/**
 * Where a staff call names the applicant it acts on: a field of its path, query or body (an
 * e-mail address), the payment proof in its path, or the payment link's token in its path. The API
 * refuses the call when that applicant is the caller's own account (issue 18.7).
 */
export type ApplicantNamedBy =
  | { in: 'params' | 'query' | 'body'; field: string }
  | { in: 'paymentProof'; field: 'proofId' }
  | { in: 'paymentLink'; field: 'token' };

/**
 * `owner`: the call names a person in its path (e-mail, id) or serves a resource that belongs to
 * one; an applicant who puts someone else's e-mail or id there gets `owner` (403, or 404 where
 * the call hides whether the thing exists). Staff are not limited by it.
 */
export interface AccessRule {
  allow: Access;
  owner?: 403 | 404;
  /** A staff action on one applicant: never on the caller's own account. */
  actsOn?: ApplicantNamedBy;
  /**
   * Without a session, this field of the body admits the caller instead (a short-lived token the
   * API mailed or answered); the handler checks the session or the token, so no role check runs
   * before it.
   */
  orToken?: { in: 'body'; field: string };
  /**
   * Also admits the staff account (of any staff role) whose e-mail is the school's finance address
   * (FINANCE_EMAIL): the finance screen's calls (issue 24.5, decision 0083). Other staff of that
   * role still get 403.
   */
  alsoFinance?: true;
  /** Why the rule is what it is, where it is not obvious. */
  note?: string;
}

export const ADMIN = ['ADMIN'] as const satisfies readonly Role[];
export const STAFF_ACT = ['ADMIN', 'ELDER'] as const satisfies readonly Role[];
export const STAFF_READ = ['ADMIN', 'ELDER', 'SPONSOR'] as const satisfies readonly Role[];
export const APPLICANT = ['APPLICANT'] as const satisfies readonly Role[];

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call, declared once: the API registers its route from it (apps/api/src/lib/endpoint-route.ts),
 * the web calls it through apps/web/src/lib/api-client.ts `callEndpoint`, and the OpenAPI document
 * and the access matrix are derived from it. `access` is required: a call without a rule does not
 * type-check.
 */
export interface Endpoint {
  method: Method;
  /** As the spec writes it; `:name` marks a path parameter. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers the call reads (the spec sends a new password in one). */
  headers?: z.ZodType;
  /** A JSON body; a multipart upload has none and says so in `multipart`. */
  body?: z.ZodType;
  /** The body is multipart/form-data (a file in the field `file`), read by the handler. */
  multipart?: true;
  /** The success answer's body; a file or a stream says so with `produces` and is sent by the handler. */
  response: z.ZodType;
  /** The media types of an answer that is not JSON (a file, an archive). */
  produces?: readonly string[];
  /** The success status, 200 unless said; 302 for a link that only redirects (its handler sends the redirect). */
  status?: 200 | 201 | 302;
  /** Other answers with a body of their own shape (the error shape is implied). */
  otherResponses?: Readonly<Record<number, z.ZodType>>;
  access: AccessRule;
  /** The codes of the errors the call may answer with, besides validation and access refusals. */
  errors: readonly ErrorCode[];
  /** The per-address rate limit of calls a visitor can hammer. */
  rateLimited?: true;
  tags: readonly string[];
  summary: string;
  /** What the summary leaves out (answer headers, limits), for the OpenAPI document. */
  description?: string;
}

/**
 * Declares a call; `const` keeps its literal path and schemas for the typed route and client.
 * Marked free of side effects so that a screen's bundle drops the calls of a file it does not use.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** `METHOD path` of a call, as the route table and the access matrix name it. */
export const endpointKey = (endpoint: Pick<Endpoint, 'method' | 'path'>) =>
  `${endpoint.method} ${routePath(endpoint.path)}`;

/**
 * The path a route is registered at. The spec writes some paths with a trailing slash before the
 * query (`/api/admin/changeRole/?email=…`); the API answers both spellings (ignoreTrailingSlash),
 * and its route table, OpenAPI document and access matrix name each call once, without it.
 */
export const routePath = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/** The success answer's body, as parsed. */
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;
