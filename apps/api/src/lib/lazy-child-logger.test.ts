import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LazyChildLogger } from './lazy-child-logger.ts';

/** A Fastify app logging at `level` into `lines`, with request loggers made as the portal makes them. */
function appLoggingInto(lines: Record<string, unknown>[], level = 'info') {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: (logger, bindings, options) => new LazyChildLogger(logger, bindings, options),
  });
  const loggers: LazyChildLogger[] = [];
  app.addHook('onRequest', async (request) => {
    loggers.push(request.log as LazyChildLogger);
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/warns', async (request) => {
    request.log.warn({ about: 'payment' }, 'webhook late');
    return { ok: true };
  });
  app.get('/fails', async () => {
    throw new Error('broken');
  });
  return { app, loggers };
}

describe('LazyChildLogger', () => {
  it('makes no child logger for a request that writes nothing', async () => {
    const lines: Record<string, unknown>[] = [];
    const { app, loggers } = appLoggingInto(lines);
    expect((await app.inject({ url: '/quiet' })).statusCode).toBe(200);
    expect(loggers[0]?.made).toBe(false);
    expect(lines).toEqual([]);
  });

  it("writes a request's line with its request id, as pino's child does", async () => {
    const lines: Record<string, unknown>[] = [];
    const { app, loggers } = appLoggingInto(lines);
    await app.inject({ url: '/warns', headers: { 'request-id': 'abc' } });
    await app.inject({ url: '/warns' });
    expect(loggers.every((logger) => logger.made)).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'webhook late', about: 'payment' });
    expect(lines[0]?.reqId).toEqual(expect.any(String));
    expect(lines[0]?.reqId).not.toBe(lines[1]?.reqId);
  });

  it("logs an error handler's line for the request (as plugins/errors.ts writes it)", async () => {
    const lines: Record<string, unknown>[] = [];
    const { app } = appLoggingInto(lines);
    app.setErrorHandler((error, request, reply) => {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: 'Something went wrong' });
    });
    expect((await app.inject({ url: '/fails' })).statusCode).toBe(500);
    expect(lines).toEqual([expect.objectContaining({ level: 50, reqId: expect.any(String) })]);
    expect(JSON.stringify(lines[0])).toContain('broken');
  });

  it('reports the level the child would have, and keeps a level set on it', async () => {
    const lines: Record<string, unknown>[] = [];
    const { app, loggers } = appLoggingInto(lines, 'warn');
    app.get('/debugs', async (request) => {
      request.log.level = 'debug';
      request.log.debug('now visible');
      return { ok: true };
    });
    await app.inject({ url: '/quiet' });
    expect(loggers[0]?.level).toBe('warn');
    await app.inject({ url: '/debugs' });
    expect(loggers[1]?.level).toBe('debug');
    expect(lines).toEqual([expect.objectContaining({ level: 20, msg: 'now visible' })]);
  });
});
