import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const infoSessions = pgTable(
  'info_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mode: text('mode').notNull(),
    link: text('link').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('info_sessions_starts_idx').on(t.startsAt)],
);
