import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { infoSessions } from './info-sessions.ts';

/** Visitors without an applicant account who booked a session from /infoSession/selfInvite. */
export const infoSessionGuests = pgTable(
  'info_session_guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    infoSessionId: uuid('info_session_id')
      .notNull()
      .references(() => infoSessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('info_session_guests_email_session_key').on(sql`lower(${t.email})`, t.infoSessionId),
    index('info_session_guests_session_idx').on(t.infoSessionId),
  ],
);

/** A guest's join links (stored hashed); they lapse a day after the session ends. */
export const guestJoinTokens = pgTable(
  'guest_join_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => infoSessionGuests.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('guest_join_tokens_hash_key').on(t.tokenHash),
    index('guest_join_tokens_guest_idx').on(t.guestId),
  ],
);
