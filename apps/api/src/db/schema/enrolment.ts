import type { AgreementKind, Month, PaymentMethod, PaymentPlan, PaymentProofStatus } from '@intake/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { users } from './users.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/**
 * Proofs of tuition payment (step 4). Staff answer each once, from the e-mail's links or the review
 * page; the links carry one opaque token per proof, stored only as its hash.
 */
export const paymentProofs = pgTable(
  'payment_proofs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    amountPaid: money('amount_paid').notNull(),
    transactionDate: date('transaction_date', { mode: 'string' }).notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    depositorName: text('depositor_name').notNull().default(''),
    depositorAccountName: text('depositor_account_name').notNull().default(''),
    originatingBankName: text('originating_bank_name').notNull().default(''),
    depositorEmail: text('depositor_email').notNull().default(''),
    /** The bank's or app's reference for the transfer, as the learner typed it (optional). */
    transactionReference: text('transaction_reference').notNull().default(''),
    /** SHA-256 of the uploaded file: the same receipt sent twice is refused (issue 24.6). */
    fileSha256: text('file_sha256'),
    status: text('status').$type<PaymentProofStatus>().notNull().default('pending'),
    decisionTokenHash: text('decision_token_hash').notNull(),
    decisionTokenExpiresAt: timestamp('decision_token_expires_at', { withTimezone: true }).notNull(),
    declineReason: text('decline_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_proofs_decision_token_key').on(t.decisionTokenHash),
    // One proof awaiting an answer per applicant: a double click cannot file two.
    uniqueIndex('payment_proofs_one_pending_key').on(t.applicantId).where(sql`status = 'pending'`),
    index('payment_proofs_applicant_idx').on(t.applicantId, t.createdAt),
    index('payment_proofs_status_idx').on(t.status, t.createdAt),
    // Deleting an unused upload checks that no proof names it (the restrict foreign key), and the
    // access check and the sweep ask which files are proofs.
    index('payment_proofs_file_idx').on(t.fileId),
    index('payment_proofs_file_sha256_idx').on(t.fileSha256),
    index('payment_proofs_reference_idx')
      .on(sql`upper(${t.transactionReference})`)
      .where(sql`transaction_reference <> ''`),
  ],
);

/**
 * The tuition payment plan (step 6); one per learner. What is due is the cohort's fee, less any
 * discount and the tuition already paid and confirmed.
 */
export const paymentPlans = pgTable('payment_plans', {
  applicantId: uuid('applicant_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  paymentPlan: text('payment_plan').$type<PaymentPlan>().notNull(),
  paymentStartMonth: text('payment_start_month').$type<Month>().notNull(),
  paymentEndMonth: text('payment_end_month').$type<Month>().notNull(),
  tuitionFee: money('tuition_fee').notNull(),
  discountCode: text('discount_code'),
  discountAmount: money('discount_amount').notNull().default(0),
  tuitionPaid: money('tuition_paid').notNull().default(0),
  amountDue: money('amount_due').notNull(),
  instalments: jsonb('instalments').$type<{ month: Month; amount: number }[]>().notNull(),
  iUnderstandTerms: boolean('i_understand_terms').notNull(),
  iAgreeToTerms: boolean('i_agree_to_terms').notNull(),
  agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The enrolment form (step 5); one per learner, and the check-in staff record against it. */
export const enrolments = pgTable('enrolments', {
  applicantId: uuid('applicant_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullLegalName: text('full_legal_name').notNull(),
  preferName: text('prefer_name').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  yearExperience: text('year_experience').notNull().default(''),
  industries: jsonb('industries').$type<string[]>().notNull().default([]),
  itExperience: text('it_experience').notNull().default(''),
  medicalConditions: text('medical_conditions').notNull().default(''),
  foodAllergies: text('food_allergies').notNull().default(''),
  emergencyContactName: text('emergency_contact_name').notNull(),
  emergencyContactPhone: text('emergency_contact_phone').notNull(),
  hobbies: text('hobbies').notNull().default(''),
  interestedInAccommodation: boolean('interested_in_accommodation').notNull(),
  hasHealthInsurance: boolean('has_health_insurance').notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
  checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Each agreement a learner signs: when, which version of the terms, and by whom. */
export const agreementSignatures = pgTable(
  'agreement_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AgreementKind>().notNull(),
    termsVersion: text('terms_version').notNull(),
    signerName: text('signer_name').notNull(),
    parentName: text('parent_name'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agreement_signatures_one_per_kind_key').on(t.applicantId, t.kind)],
);
