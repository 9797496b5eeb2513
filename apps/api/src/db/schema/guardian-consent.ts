import type { GuardianConsentState, GuardianRelationship } from '@intake/contracts/guardian-consent';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * An under-18 learner's request for a guardian's consent to the loan agreement (issue 25.7,
 * decision 0092): the learner's own signature waits here until the guardian signs or declines.
 * Only the link's and the code's digests are stored. A new guardian or a resent link replaces the
 * waiting row (state `replaced`), so one row per learner waits at a time.
 */
export const guardianConsents = pgTable(
  'guardian_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').$type<GuardianConsentState>().notNull().default('waiting'),
    linkHash: text('link_hash').notNull().unique(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    // What the learner gave and signed.
    learnerName: text('learner_name').notNull(),
    learnerSignedAt: timestamp('learner_signed_at', { withTimezone: true }).notNull().defaultNow(),
    termsVersion: text('terms_version').notNull(),
    guardianName: text('guardian_name').notNull(),
    /** E.164, as the learner gave it; the only number a code is sent to. */
    phone: text('phone').notNull(),
    email: text('email'),
    // The one-time code that confirms the phone.
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeTries: integer('code_tries').notNull().default(0),
    codesSent: integer('codes_sent').notNull().default(0),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    // The guardian's answer.
    relationship: text('relationship').$type<GuardianRelationship>(),
    relationshipOther: text('relationship_other'),
    signedName: text('signed_name'),
    declineReason: text('decline_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guardian_consents_applicant_idx').on(t.applicantId, t.createdAt),
    uniqueIndex('guardian_consents_one_waiting_key').on(t.applicantId).where(sql`${t.state} = 'waiting'`),
  ],
);
