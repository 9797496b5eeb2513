import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * An applicant's request to be erased (NDPA 2023 s. 36, GDPR art. 17). One open request per user;
 * an admin answers it by erasing (DELETE /api/admin/applicant/{email}). After the erasure the row
 * keeps only the pseudonymous user id, the dates and the admin's reason: the applicant's own
 * reason is cleared with the rest of their data.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    status: text('status').$type<'pending' | 'erased'>().notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    erasedBy: uuid('erased_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('erasure_requests_one_pending_key').on(t.userId).where(sql`status = 'pending'`),
    index('erasure_requests_status_idx').on(t.status, t.requestedAt),
  ],
);
