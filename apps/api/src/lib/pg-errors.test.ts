import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './pg-errors.ts';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a server shutting down (57P01)', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    [
      'a server starting up (57P03)',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    ['a connection exception (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    [
      'a refused socket',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    ['any of them behind the query wrapper', wrapped(Object.assign(new Error('x'), { code: '57P01' }))],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(Object.assign(new Error('duplicate key'), { code: '23505' }))],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('leaves isUniqueViolation as it was', () => {
    expect(isUniqueViolation(wrapped({ code: '23505' }))).toBe(true);
  });
});
