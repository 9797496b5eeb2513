import { createServer, type Socket } from 'node:net';
import { errorCodes, messages } from '@intake/contracts';
import { requestErrors } from '@intake/contracts/errors/requests';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRaw } from '../../test/raw-http.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { clientErrorHandler } from './client-error.ts';

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await buildTestApp();
  port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(() => app.close());

describe('a request the HTTP parser refuses', () => {
  it('gets the error shape, the API security headers and a closed connection', async () => {
    const answer = await sendRaw(
      port,
      'GET /api/health HTTP/1.1\r\nHost: portal.test\r\nBad Name: x\r\n\r\n',
    );
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(answer.body)).toEqual({ message: messages.invalidBody, code: errorCodes.validation });
    expect(answer.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(answer.body)),
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      connection: 'close',
    });
  });

  it('says when the headers are too large, with 431', async () => {
    const answer = await sendRaw(
      port,
      `GET /api/health HTTP/1.1\r\nHost: portal.test\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(JSON.parse(answer.body)).toEqual({
      message: requestErrors.headersTooLarge.message,
      code: errorCodes.headersTooLarge,
    });
  });

  it('says when the request was too slow to arrive, with 408', async () => {
    // Node raises this after its headersTimeout (60 s): answered here on a socket of our own.
    const server = createServer((socket: Socket) => {
      const timedOut = Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
      clientErrorHandler({}).call(app, timedOut, socket);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    try {
      const answer = await sendRaw(
        typeof address === 'object' && address ? address.port : 0,
        'GET / HTTP/1.1\r\n',
      );
      expect(answer.statusLine).toBe('HTTP/1.1 408 Request Timeout');
      expect(JSON.parse(answer.body)).toEqual({
        message: requestErrors.timedOut.message,
        code: errorCodes.requestTimeout,
      });
    } finally {
      server.close();
    }
  });

  it('still answers a well-formed request on the same port', async () => {
    const answer = await sendRaw(
      port,
      'GET /api/health HTTP/1.1\r\nHost: portal.test\r\nConnection: close\r\n\r\n',
    );
    expect(answer.statusLine).toBe('HTTP/1.1 200 OK');
  });
});
