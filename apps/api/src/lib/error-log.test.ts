import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestDatabase } from '../../test/test-app.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { logHooks } from './error-log.ts';

let database: Database;
beforeAll(async () => {
  database = await getTestDatabase();
});

/** A logger made as the portal's is (app.ts), writing to lines this test reads. */
function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream, hooks: logHooks } });
  return { log: app.log, lines, close: () => app.close() };
}

/** The error a real query gives, with a person's name, e-mail and phone among its parameters. */
async function failedInsert(email: string) {
  try {
    await database.db
      .insert(users)
      .values({ email, firstName: 'Chiamaka', lastName: 'Okonkwo-Secret', phone: '8031234567' } as never);
  } catch (error) {
    return error;
  }
  throw new Error('the insert did not fail');
}

describe('the error log', () => {
  const logger = capturingLogger();
  afterAll(() => logger.close());

  it('holds a failed query’s code and constraint, never its parameters, SQL or detail', async () => {
    const email = `chiamaka-${Date.now()}@example.com`;
    await database.db.insert(users).values({ email, firstName: 'First', lastName: 'Owner' } as never);
    const duplicate = await failedInsert(email);
    const nul = await failedInsert('chiamaka\u0000@example.com');
    logger.log.error({ err: duplicate }, 'unhandled error');
    logger.log.error({ err: nul }, 'unhandled error');
    const [duplicateLine, nulLine] = logger.lines.map((line) => JSON.parse(line));
    expect(duplicateLine.err).toMatchObject({
      type: 'DatabaseError',
      code: '23505',
      constraint: 'users_email_key',
    });
    expect(nulLine.err).toMatchObject({ type: 'DatabaseError', code: '22021' });
    expect(duplicateLine.err.stack).toMatch(/\n\s+at /);
    for (const line of logger.lines) {
      for (const secret of ['chiamaka', 'Chiamaka', 'Okonkwo', '8031234567', 'insert into', 'Key (']) {
        expect(line).not.toContain(secret);
      }
    }
  });

  it('logs any other error as it is', () => {
    logger.log.error({ err: new Error('the mail server said no') }, 'mail failed');
    const line = JSON.parse(logger.lines.at(-1) ?? '{}');
    expect(line.err).toMatchObject({ type: 'Error', message: 'the mail server said no' });
  });
});
