import type { ErrorResponse } from '@intake/contracts';
import type { Endpoint, EndpointResponse } from '@intake/contracts/endpoint';
import { messages } from '@intake/contracts/messages';
import type { z } from 'zod';
import { ApiError, NoResponseError } from './api-error';
import { clearSession, getToken } from './session';

type RequestOptions<Schema extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData (a file upload) is sent as multipart with the browser's boundary. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Sends the stored session token as a bearer token. */
  authenticated?: boolean;
  /** Parses the answer; without it the answer is ignored. */
  schema?: Schema;
};

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const readJson = async (response: Response) => parseJson(await response.text());

/** The ApiError an error answer's body describes, for callers that read the body themselves. */
export const apiErrorFrom = (status: number, body: string) => toApiError(status, parseJson(body));

function toApiError(status: number, payload: unknown): ApiError {
  // The one error shape (docs/design.md §3), checked by hand to keep zod out of the entry bundle.
  const error = payload as Partial<ErrorResponse> | undefined;
  if (typeof error?.message !== 'string' || typeof error.code !== 'string') {
    return new ApiError(messages.internalError, 'INTERNAL', status);
  }
  return new ApiError(error.message, error.code, status, error.details);
}

/** How long an answer started early waits for its screen to ask; older ones are not used. */
const EARLY_ANSWER_MS = 10_000;
const earlyAnswers = new Map<string, { token: string; startedAt: number; response: Promise<Response> }>();

/**
 * Starts an authenticated GET at once, for a screen whose chunks are still on their way; that
 * screen's own call of the same path, if it comes within 10 s, takes this answer instead of
 * asking again. The test screen of an applicant who reloads mid-test does, saving a round trip.
 */
export function startEarlyRequest(path: string) {
  const token = getToken();
  if (!token) return;
  const response = fetch(path, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  // Unused or failed, it is nobody's error until a screen takes it.
  response.catch(() => undefined);
  earlyAnswers.set(path, { token, startedAt: Date.now(), response });
}

/** The early answer for this call, once, if it was started with the same session and is fresh. */
function takeEarlyAnswer(path: string, token: string | null): Promise<Response> | undefined {
  const early = earlyAnswers.get(path);
  earlyAnswers.delete(path);
  return early && early.token === token && Date.now() - early.startedAt < EARLY_ANSWER_MS
    ? early.response
    : undefined;
}

/**
 * Calls the API and answers the raw response, for callers that read headers or a file. A non-2xx
 * answer throws `ApiError`; no answer at all throws `NoResponseError`. A 401 on an authenticated
 * call ends the session, which sends guarded screens to /login.
 */
export async function apiFetch(
  path: string,
  {
    method = 'GET',
    body,
    headers = {},
    authenticated = false,
  }: Omit<RequestOptions<z.ZodType>, 'schema'> = {},
): Promise<Response> {
  const requestHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  const multipart = body instanceof FormData;
  // Fastify refuses an empty body declared as JSON, so the type is sent only with a body.
  if (body !== undefined && !multipart) requestHeaders['Content-Type'] = 'application/json';
  const token = authenticated ? getToken() : null;
  if (token) requestHeaders.Authorization = `Bearer ${token}`;

  const early = method === 'GET' && authenticated ? takeEarlyAnswer(path, token) : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(path, {
        method,
        headers: requestHeaders,
        body: body === undefined || multipart ? (body as FormData | undefined) : JSON.stringify(body),
      }));
  } catch {
    throw new NoResponseError();
  }
  if (!response.ok) {
    if (response.status === 401 && authenticated) clearSession();
    throw toApiError(response.status, await readJson(response));
  }
  return response;
}

/** Calls the API and parses its JSON answer with `schema` (without it the answer is ignored). */
export async function apiRequest<Schema extends z.ZodType = z.ZodUnknown>(
  path: string,
  { schema, ...options }: RequestOptions<Schema> = {},
): Promise<z.output<Schema>> {
  const payload = await readJson(await apiFetch(path, options));
  return schema ? schema.parse(payload) : (payload as z.output<Schema>);
}

/** A part the declaration names is required, unless its schema takes none (`.nullish()`). */
type Part<K extends string, S> = [S] extends [z.ZodType]
  ? undefined extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a caller sends to a declared call: the path parameters, query, headers and body it names. */
export type EndpointInput<E extends Endpoint> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  Part<'headers', E['headers']> &
  (E['multipart'] extends true ? { body?: FormData } : Part<'body', E['body']>);

/**
 * The address of a declared call: its path with each `:name` replaced by the encoded parameter,
 * then the query's values in their order (an empty or undefined one is left out).
 */
export function endpointUrl(
  endpoint: Pick<Endpoint, 'path'>,
  { params = {}, query = {} }: { params?: object; query?: object } = {},
): string {
  const values = params as Record<string, unknown>;
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Whether a call needs the session: every call but the public ones and those an e-mail's token opens. */
const needsSession = (endpoint: Pick<Endpoint, 'access'>) =>
  endpoint.access.allow !== 'public' && endpoint.access.allow !== 'link-token';

type InputArgs<E extends Endpoint> =
  object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/** The address and options of a declared call, with the input its declaration names. */
function endpointRequest(endpoint: Endpoint, input: object | undefined) {
  const parts = (input ?? {}) as { params?: object; query?: object; headers?: object; body?: unknown };
  const accept: Record<string, string> = endpoint.produces ? { Accept: endpoint.produces.join(', ') } : {};
  return {
    path: endpointUrl(endpoint, parts),
    options: {
      method: endpoint.method,
      body: parts.body,
      headers: { ...accept, ...(parts.headers as Record<string, string> | undefined) },
      authenticated: needsSession(endpoint),
    },
  };
}

/**
 * Calls a call declared in packages/contracts/src/endpoints/: its method and address, the session
 * where its rule needs one, and its answer parsed with its response schema. Features call the API
 * through this, never with a path of their own.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[input]: InputArgs<E>
): Promise<EndpointResponse<E>> {
  const { path, options } = endpointRequest(endpoint, input);
  return apiRequest(path, { ...options, schema: endpoint.response }) as Promise<EndpointResponse<E>>;
}

/** Calls a declared call whose answer is a file (`produces`): the raw response, for its headers and body. */
export function fetchEndpoint<E extends Endpoint>(endpoint: E, ...[input]: InputArgs<E>): Promise<Response> {
  const { path, options } = endpointRequest(endpoint, input);
  return apiFetch(path, options);
}
