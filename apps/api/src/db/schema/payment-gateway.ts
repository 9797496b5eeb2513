import type { GatewayProvider } from '@intake/contracts/tuition-ledger';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Each hosted checkout the portal started (issue 24.2): the reference it gave the provider names the
 * learner and the amount asked, so that a payment is matched by the portal's own record, never by
 * metadata a payer could change.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    reference: text('reference').primaryKey(),
    provider: text('provider').$type<GatewayProvider>().notNull(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    /** Who started it: the learner, or someone holding the shared payment link. */
    startedVia: text('started_via').$type<'learner' | 'pay-link'>().notNull(),
    /** The hosted checkout's address; empty for a transfer account (below). */
    checkoutUrl: text('checkout_url').notNull(),
    /**
     * Flutterwave's temporary account for this amount (decision 0084, addendum of session 14): the
     * transfer into it comes back as a charge with this row's reference. Null for a checkout.
     */
    accountNumber: text('account_number'),
    bankName: text('bank_name'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkout_sessions_applicant_idx').on(t.applicantId, t.createdAt)],
);
