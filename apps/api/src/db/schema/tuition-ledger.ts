import type { GatewayProvider, LedgerEntryKind, LedgerSource } from '@intake/contracts/tuition-ledger';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { paymentProofs } from './enrolment.ts';
import { users } from './users.ts';

const kobo = (name: string) => bigint(name, { mode: 'number' });

/**
 * Every movement of a learner's tuition money, in integer kobo (issue 24.4): payments (positive),
 * refunds (negative) and staff adjustments (either sign). The balance is their sum; nothing here is
 * updated or deleted. A provider's reference is counted once, however often its webhook arrives.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<LedgerEntryKind>().notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    source: text('source').$type<LedgerSource>().notNull(),
    /** The provider's transaction reference, or the proof's id for a confirmed proof. */
    reference: text('reference'),
    proofId: uuid('proof_id').references(() => paymentProofs.id, { onDelete: 'restrict' }),
    /** Why staff wrote it (refunds and adjustments), shown on the statement. */
    note: text('note').notNull().default(''),
    /** A payment's receipt number: 1, 2, 3… school-wide, without gaps (decision 0083). */
    receiptNumber: bigint('receipt_number', { mode: 'number' }),
    /** When the receipt e-mail was queued; null until the receipt job has run. */
    receiptQueuedAt: timestamp('receipt_queued_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the money moved (the provider's paid-at, the proof's confirmation), not when it was written. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_source_reference_key')
      .on(t.source, t.kind, t.reference)
      .where(sql`reference is not null`),
    index('ledger_entries_applicant_idx').on(t.applicantId, t.occurredAt),
    index('ledger_entries_occurred_idx').on(t.occurredAt),
    uniqueIndex('ledger_entries_receipt_number_key').on(t.receiptNumber),
    check('ledger_entries_amount_nonzero', sql`${t.amountKobo} <> 0`),
    check(
      'ledger_entries_sign_check',
      sql`(${t.kind} = 'payment' and ${t.amountKobo} > 0) or (${t.kind} = 'refund' and ${t.amountKobo} < 0) or ${t.kind} = 'adjustment'`,
    ),
  ],
);

/**
 * Each webhook event as it arrived, stored before anything acts on it (issue 24.3). A redelivery of
 * the same event adds to `deliveries`; a job verifies and records it, once.
 */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').$type<GatewayProvider>().notNull(),
    /** What makes two deliveries the same event: the provider's event type and transaction reference. */
    eventKey: text('event_key').notNull(),
    eventType: text('event_type').notNull(),
    reference: text('reference'),
    rawBody: text('raw_body').notNull(),
    deliveries: integer('deliveries').notNull().default(1),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** counted, duplicate, unmatched, ignored, failed — what acting on it did. */
    outcome: text('outcome'),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('gateway_events_key').on(t.provider, t.eventKey),
    index('gateway_events_unprocessed_idx').on(t.receivedAt).where(sql`processed_at is null`),
  ],
);

/**
 * Money a provider confirmed (verified server to server) that names no applicant the portal knows:
 * it waits here until staff assign it, which writes its ledger entry (issue 24.3, 24.5).
 */
export const unmatchedPayments = pgTable(
  'unmatched_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').$type<GatewayProvider>().notNull(),
    reference: text('reference').notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    /** What the provider said of the payer: e-mail, name, account number, narration. */
    payer: jsonb('payer').$type<Record<string, string>>().notNull(),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'restrict' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** An admin took it off the queue as not tuition (a wrong transfer, another fee), with a reason. */
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    dismissedBy: uuid('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    dismissReason: text('dismiss_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('unmatched_payments_reference_key').on(t.provider, t.reference),
    index('unmatched_payments_open_idx').on(t.createdAt).where(sql`assigned_at is null`),
  ],
);

/** The dedicated bank account a provider opened for an admitted learner to transfer tuition to. */
export const virtualAccounts = pgTable(
  'virtual_accounts',
  {
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<GatewayProvider>().notNull(),
    accountNumber: text('account_number').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    /** The provider's own id for the customer or account, to look it up again. */
    providerReference: text('provider_reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicantId, t.provider] }),
    uniqueIndex('virtual_accounts_number_key').on(t.provider, t.accountNumber),
  ],
);
