import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { CataloguedError } from '@intake/contracts/error-catalogue';
import { requestErrors } from '@intake/contracts/errors/requests';
import type { FastifyInstance } from 'fastify';

/** What the HTTP parser's error code says was wrong with the request. */
function caughtBy(code: string | undefined): CataloguedError {
  if (code === 'HPE_INVALID_URL') return requestErrors.invalidAddress;
  if (code === 'HPE_HEADER_OVERFLOW') return requestErrors.headersTooLarge;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return requestErrors.timedOut;
  return requestErrors.malformed;
}

/**
 * Answers a request Node's HTTP parser refused (Fastify's `clientErrorHandler`): there is no
 * request or reply object, so the answer is written to the socket as the Node documentation shows
 * for `clientError`. It gets the one error shape and the API's security headers, as every other
 * answer does; Fastify's own answer ("Client Error") had neither. The socket is closed after it:
 * the parser cannot find where a broken request ends.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
    if (error.code === 'ECONNRESET' || !socket.writable) return;
    this.log.debug({ err: error }, 'request refused by the HTTP parser');
    const { status, code, message } = caughtBy(error.code);
    const body = JSON.stringify({ message, code });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}` +
        'content-type: application/json; charset=utf-8\r\n' +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  };
}
