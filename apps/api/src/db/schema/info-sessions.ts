import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const infoSessions = pgTable(
  'info_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mode: text('mode').notNull(),
    /** The join address: required for an Online session, optional for an Offline one. */
    link: text('link'),
    /** Where an Offline session takes place, and how to find it (issue 19.9). */
    venueAddress: text('venue_address'),
    venueDirections: text('venue_directions'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('info_sessions_starts_idx').on(t.startsAt)],
);
