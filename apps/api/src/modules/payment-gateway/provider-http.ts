import { GatewayRefusedError, GatewayUnavailableError } from './gateway.ts';

export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/**
 * One call to a provider's API with a deadline. A network error, a timeout, a 429 or a 5xx means
 * "try again later" (GatewayUnavailableError); any other answer is returned for the client to read.
 */
async function callProvider(
  url: string,
  init: { method: 'GET' | 'POST'; secretKey: string; body?: unknown; timeoutMs: number },
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        authorization: `Bearer ${init.secretKey}`,
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (error) {
    throw new GatewayUnavailableError(`${init.method} ${new URL(url).pathname}: ${(error as Error).name}`);
  }
  if (response.status === 429 || response.status >= 500) {
    await response.body?.cancel();
    throw new GatewayUnavailableError(`${init.method} ${new URL(url).pathname}: ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new GatewayUnavailableError(`${init.method} ${new URL(url).pathname}: not JSON`);
  }
  if (response.status === 401 || response.status === 403) {
    throw new GatewayRefusedError(`${init.method} ${new URL(url).pathname}: the secret key was refused`);
  }
  return { status: response.status, body };
}

/** Calls to one provider's API: its base address, secret key and deadline, then method and path. */
export function providerCaller(settings: { baseUrl: string; secretKey: string; timeoutMs: number }) {
  return (method: 'GET' | 'POST', path: string, body?: unknown) =>
    callProvider(`${settings.baseUrl}${path}`, {
      method,
      secretKey: settings.secretKey,
      body,
      timeoutMs: settings.timeoutMs,
    });
}

/** A field of an object the provider answered, as a string ('' when absent). */
export const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Parses a webhook body; undefined when it is not a JSON object. */
export function parseJsonObject(raw: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
