import { connect } from 'node:net';

/** An answer read off the socket as it came: the status line, the headers by lower-case name, the body. */
export interface RawAnswer {
  statusLine: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `request` byte for byte to 127.0.0.1:`port` (what no HTTP client would send: raw bytes in
 * an address, a broken header) and reads until the server closes the connection.
 */
export function sendRaw(port: number, request: Buffer | string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ statusLine, headers, body });
    });
  });
}
