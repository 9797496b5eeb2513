import type { HTTPMethods } from 'fastify';

/** Whether a route answers only GET or HEAD, so that it cannot change anything. */
export const onlyReads = (method: HTTPMethods | HTTPMethods[]) =>
  [method].flat().every((one) => one === 'GET' || one === 'HEAD');
