import type { FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/** Sets Retry-After on a throttled answer (the body carries `details.retryAfterSeconds` too). */
export async function withRetryAfter<T>(reply: FastifyReply, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) {
      const details = error.details as { retryAfterSeconds?: number } | undefined;
      if (details?.retryAfterSeconds) reply.header('retry-after', String(details.retryAfterSeconds));
    }
    throw error;
  }
}
