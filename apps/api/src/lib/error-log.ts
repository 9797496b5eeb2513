import type { PinoLoggerOptions } from 'fastify/types/logger.js';

/** What a database error may say in the log: where it failed, never the values of the query. */
const SAFE_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'constraint', 'routine'] as const;

type Link = Record<string, unknown>;

/** Its class name is the `type` of the log line. */
class DatabaseError extends Error {
  override name = 'DatabaseError';
}

/**
 * The error's chain (the error, its cause, …) when a query is in it: the drivers' wrappers carry
 * the SQL and its parameters (`query`, `params`: names, e-mails, phones), and PostgreSQL's own
 * errors carry values in `detail` ("Key (email)=(…) already exists"), `where` and the message.
 */
function queryErrorChain(error: unknown): Link[] | undefined {
  const chain: Link[] = [];
  let isQuery = false;
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 10; depth += 1) {
    const link = current as Link;
    chain.push(link);
    if ('params' in link || 'query' in link || ('severity' in link && 'routine' in link)) isQuery = true;
    current = link.cause;
  }
  return isQuery ? chain : undefined;
}

/**
 * The error as it may be logged: a database error becomes its SQLSTATE code, constraint, table and
 * column, with the stack's frames; its message, SQL, parameters and detail are left out. Any other
 * error is logged as it is.
 */
export function loggableError(error: unknown): unknown {
  const chain = queryErrorChain(error);
  if (!chain) return error;
  const fields: Record<string, unknown> = {};
  for (const field of SAFE_FIELDS) {
    const found = chain.find((link) => typeof link[field] === 'string');
    if (found) fields[field] = found[field];
  }
  const safe = Object.assign(
    new DatabaseError(
      `database error ${fields.code ?? 'without a code'}${fields.constraint ? ` (${fields.constraint})` : ''}`,
    ),
    fields,
  );
  const frames = String((error as Error).stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line));
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join('\n');
  return safe;
}

/**
 * The logger's hook: every `log.x({ err }, …)` anywhere in the portal passes its error through
 * loggableError first, so no call site can put a query's values in the log.
 */
export const logHooks: NonNullable<PinoLoggerOptions['hooks']> = {
  logMethod(args, method) {
    const [first] = args;
    if (first && typeof first === 'object' && 'err' in first) {
      args[0] = { ...first, err: loggableError((first as { err: unknown }).err) };
    }
    return method.apply(this, args);
  },
};
