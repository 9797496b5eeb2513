// The test day's load client: one kept-alive socket per caller, as each taker's browser has its
// own connection, with requests written as raw HTTP/1.1 and answers read by their Content-Length.
// Node's http client spent 0.17 ms of CPU a call (issue 27.2), half of what the portal then spent on a
// save, on the same two cores: the load tool's cost was taken from the system it measures.
import net from 'node:net';

export interface LeanAnswer {
  status: number;
  body: string;
}

const HEAD_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:\s*(\d+)/i;

/** A caller's connection: one request at a time, reconnected when the portal closes it. */
export function leanConnection(port: number, host = '127.0.0.1') {
  let socket: net.Socket | undefined;
  let pending: { resolve: (answer: LeanAnswer) => void; reject: (error: Error) => void } | undefined;
  let received: Buffer = Buffer.alloc(0);

  const fail = (error: Error) => {
    socket = undefined;
    received = Buffer.alloc(0);
    pending?.reject(error);
    pending = undefined;
  };

  const onData = (chunk: Buffer) => {
    received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
    const headEnd = received.indexOf(HEAD_END);
    if (headEnd === -1 || !pending) return;
    const head = received.toString('latin1', 0, headEnd);
    const declared = CONTENT_LENGTH.exec(head)?.[1];
    // The portal declares the length of every answer; one it did not could not be told apart
    // from the next, so the connection is given up rather than misread.
    if (declared === undefined) {
      socket?.destroy();
      fail(new Error('an answer without Content-Length'));
      return;
    }
    const length = Number(declared);
    const bodyStart = headEnd + HEAD_END.length;
    if (received.length < bodyStart + length) return;
    const answer = {
      status: Number(head.slice(9, 12)),
      body: received.toString('utf8', bodyStart, bodyStart + length),
    };
    received = received.subarray(bodyStart + length);
    const done = pending;
    pending = undefined;
    done.resolve(answer);
  };

  const connect = () => {
    const opened = net.connect({ port, host, noDelay: true });
    opened.on('data', onData);
    opened.on('error', (error) => fail(error));
    opened.on('close', () => {
      if (socket === opened) fail(new Error('the portal closed the connection'));
    });
    socket = opened;
    return opened;
  };

  return {
    request(method: string, path: string, token: string, body?: unknown): Promise<LeanAnswer> {
      if (pending) return Promise.reject(new Error('one request at a time on a lean connection'));
      const payload = body === undefined ? '' : JSON.stringify(body);
      const head =
        `${method} ${path} HTTP/1.1\r\nhost: ${host}\r\nauthorization: Bearer ${token}\r\n` +
        (payload
          ? `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(payload)}\r\n`
          : '') +
        '\r\n';
      return new Promise((resolve, reject) => {
        pending = { resolve, reject };
        (socket ?? connect()).write(head + payload);
      });
    },
    close() {
      const open = socket;
      socket = undefined;
      open?.destroy();
    },
  };
}
