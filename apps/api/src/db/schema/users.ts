import type { Role } from '@intake/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    dialCode: text('dial_code').notNull().default('+234'),
    gender: text('gender').notNull().default(''),
    role: text('role').$type<Role>().notNull().default('APPLICANT'),
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    profilePictureUrl: text('profile_picture_url'),
    /**
     * Issue 23.5: the phone in E.164 ('+2348031234567'), computed by the app (contracts/phone.ts
     * `toE164Phone`); '' when the phone is no valid number, null until computed (the duplicates
     * module's phone-keys sweep fills it; a trigger nulls it when the phone changes).
     */
    phoneE164: text('phone_e164'),
    /** Issue 23.5: the e-mail as matched for duplicates: lower case, no "+tag", Gmail without dots (0087). */
    emailKey: text('email_key').generatedAlwaysAs(
      sql`CASE WHEN split_part(lower(email), '@', 2) IN ('gmail.com', 'googlemail.com') THEN replace(coalesce(nullif(split_part(split_part(lower(email), '@', 1), '+', 1), ''), split_part(lower(email), '@', 1)), '.', '') || '@gmail.com' ELSE coalesce(nullif(split_part(split_part(lower(email), '@', 1), '+', 1), ''), split_part(lower(email), '@', 1)) || '@' || split_part(lower(email), '@', 2) END`,
    ),
    /** Issue 23.5: the record this account was merged into (its role is then SUSPENDED). */
    mergedIntoId: uuid('merged_into_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /**
     * Issue 27.3: a CSV import owes this applicant the create-password e-mail since then; the mail
     * worker writes the link and the e-mail when the outbox has room (decision 0101).
     */
    invitationOwedAt: timestamp('invitation_owed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_idx').on(t.role),
    index('users_phone_e164_idx').on(t.phoneE164).where(sql`phone_e164 <> ''`),
    index('users_email_key_idx').on(t.emailKey),
    index('users_phone_unkeyed_idx').on(t.id).where(sql`phone_e164 is null`),
    index('users_invitation_owed_idx')
      .on(t.invitationOwedAt, t.id)
      .where(sql`invitation_owed_at is not null`),
  ],
);

/** One row per login; the access token names it, so logout and role changes revoke at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId).where(sql`revoked_at is null`)],
);

/** Opaque tokens in e-mailed links: only their SHA-256 is stored. */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set with used_at when a newer e-mail's link took this one's place (not used by its holder). */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    /** How often a link that may be used a few times (reschedule) has been used. */
    uses: integer('uses').notNull().default(0),
  },
  (t) => [
    uniqueIndex('link_tokens_hash_key').on(t.tokenHash),
    index('link_tokens_user_purpose_idx').on(t.userId, t.purpose),
  ],
);
