/** True when a query failed on a unique constraint (PostgreSQL 23505), through either driver. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Node socket errors and driver messages of a database that is down, restarting or unreachable. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const UNREACHABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed/i;

/**
 * True when a query failed because the database could not be reached (PostgreSQL shutting down or
 * starting, 57P01–57P03; a connection exception, class 08; a refused or dropped socket), not
 * because of the query itself.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 10; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (/^57P0[1-3]$/.test(code) || /^08/.test(code) || UNREACHABLE_CODES.has(code))
    )
      return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** True when a query failed on an exclusion constraint (PostgreSQL 23P01), through either driver. */
export function isExclusionViolation(error: unknown): boolean {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    if ((current as { code?: unknown }).code === '23P01') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
