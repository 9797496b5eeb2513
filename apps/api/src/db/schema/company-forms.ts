import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** What companies send from /partner/join (docs/spec/portal-spec.md §3 'Partner application'). */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    companyName: text('company_name').notNull(),
    designation: text('designation').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_applications_created_idx').on(t.createdAt)],
);

/** What companies send from /hire-from-us (docs/spec/portal-spec.md §3 'Hire request'); skillSet is comma-joined. */
export const hireRequests = pgTable(
  'hire_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    companyName: text('company_name').notNull(),
    designation: text('designation').notNull(),
    skillSet: text('skill_set').notNull(),
    request: text('request').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hire_requests_created_idx').on(t.createdAt)],
);

/** Launch-updates subscribers (docs/spec/portal-spec.md §3 'Subscriber'); one row per e-mail (stored lower-cased). */
export const launchSubscribers = pgTable(
  'launch_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    companyName: text('company_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('launch_subscribers_email_key').on(sql`lower(${t.email})`),
    index('launch_subscribers_created_idx').on(t.createdAt),
  ],
);
