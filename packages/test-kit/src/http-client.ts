import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Time from sending to the last byte, in milliseconds. */
  ms: number;
  size: number;
  /** The body as text (the first megabyte). */
  body: string;
}

export type Request = (method: string, url: string, token?: string, body?: unknown) => Promise<Answer>;

/** A keep-alive HTTP client for one portal that times each call and sends JSON with a bearer token. */
export function httpClient(port: number, host = '127.0.0.1') {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const request: Request = (method, url, token, body) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const req = http.request(
        {
          host,
          port,
          method,
          path: url,
          agent,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (res) => {
          let size = 0;
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size < 1_000_000) chunks.push(chunk);
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              ms: performance.now() - started,
              size,
              body: Buffer.concat(chunks).toString(),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  };
  /** Calls and parses the JSON answer; any status outside `expected` throws with the body. */
  async function json<T = unknown>(
    method: string,
    url: string,
    token?: string,
    body?: unknown,
    expected: number[] = [200, 201],
  ): Promise<T> {
    const answer = await request(method, url, token, body);
    if (!expected.includes(answer.status)) {
      throw new Error(`${method} ${url} answered ${answer.status}: ${answer.body.slice(0, 500)}`);
    }
    return (answer.body ? JSON.parse(answer.body) : undefined) as T;
  }
  /** Signs in and returns the access token. */
  const logIn = async (email: string, password: string) =>
    (await json<{ accessToken: string }>('POST', '/api/user/login', undefined, { email, password }))
      .accessToken;
  return { agent, request, json, logIn };
}

export type HttpClient = ReturnType<typeof httpClient>;
