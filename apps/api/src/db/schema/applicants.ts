import type { ApplicationStatus, NativeState } from '@intake/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { counterSlot } from '../counter-slot.ts';
import { infoSessions } from './info-sessions.ts';
import { users } from './users.ts';

/** A cohort ("batch"): new applicants join the current one. */
export const cohorts = pgTable(
  'cohorts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Null until an admin sets it: no offer is made in a cohort without a fee.
    tuitionFee: numeric('tuition_fee', { precision: 14, scale: 2, mode: 'number' }),
    startMonth: integer('start_month').notNull(),
    startYear: integer('start_year').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    /** Issue 22.4: first-round reviewers do not see who the applicant is (on by default). */
    blindFirstRound: boolean('blind_first_round').notNull().default(true),
    /** Issue 22.2: how many elders review each applicant in the first round. */
    reviewersPerApplicant: smallint('reviewers_per_applicant').notNull().default(2),
    /** Issue 22.5: reviewers disagree when their weighted scores differ by more than this. */
    disagreementMargin: numeric('disagreement_margin', { precision: 2, scale: 1, mode: 'number' })
      .notNull()
      .default(1),
    /** Issue 23.1, 23.2: places in the cohort; null until an admin sets it (no limit, no promotion). */
    seats: integer('seats'),
    /** Issue 23.1: applications open and close by themselves between these instants (both or neither). */
    applicationsOpenAt: timestamp('applications_open_at', { withTimezone: true }),
    applicationsCloseAt: timestamp('applications_close_at', { withTimezone: true }),
    /** Issue 23.1, 23.2: days an applicant has to answer an offer before it expires. */
    offerResponseDays: smallint('offer_response_days').notNull().default(7),
    /**
     * Issue 24.4: what a learner must pay before anything else counts as paying tuition (the seat
     * deposit); null = the whole fee less discount. Naira, as the fee.
     */
    firstPayment: numeric('first_payment', { precision: 14, scale: 2, mode: 'number' }),
    /** Issue 23.7: days after a final outcome before the applicant's personal data is erased; null = never. */
    retentionDays: smallint('retention_days'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cohorts_one_current_key').on(t.isCurrent).where(sql`is_current`),
    check('cohorts_seats_positive', sql`${t.seats} >= 1`),
    check(
      'cohorts_application_window_check',
      sql`(${t.applicationsOpenAt} is null) = (${t.applicationsCloseAt} is null) and ${t.applicationsCloseAt} > ${t.applicationsOpenAt}`,
    ),
    check('cohorts_offer_response_days_check', sql`${t.offerResponseDays} between 1 and 60`),
    check('cohorts_first_payment_positive', sql`${t.firstPayment} > 0`),
    check('cohorts_retention_days_check', sql`${t.retentionDays} between 30 and 3650`),
  ],
);

export const applicants = pgTable(
  'applicants',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationNumber: bigserial('application_number', { mode: 'number' }).notNull(),
    ageRange: text('age_range').notNull(),
    applicationStatus: text('application_status').$type<ApplicationStatus>().notNull().default('APPLIED'),
    nativeState: text('native_state').$type<NativeState>().notNull().default('PENDING'),
    canFillEnrollmentForm: boolean('can_fill_enrollment_form').notNull().default(false),
    canFillTenancyAgreementForm: boolean('can_fill_tenancy_agreement_form').notNull().default(false),
    canFillLoanAgreement: boolean('can_fill_loan_agreement').notNull().default(false),
    trait: text('trait').notNull().default(''),
    address: text('address'),
    parentsName: text('parents_name'),
    infoSessionId: uuid('info_session_id').references(() => infoSessions.id, { onDelete: 'set null' }),
    cohortId: uuid('cohort_id').references(() => cohorts.id),
    questionnaire: jsonb('questionnaire').$type<Record<string, unknown>>(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** False once the account's role is no longer APPLICANT (staff); kept by a trigger on users (0021). */
    accountIsApplicant: boolean('account_is_applicant').notNull().default(true),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** Issue 23.7: when the retention warning was queued (sent once). */
    retentionWarnedAt: timestamp('retention_warned_at', { withTimezone: true }),
    /**
     * Where the staff list, its counts and its export put the record: its status, WITHDRAWN, or
     * nowhere (null) for a staff account or an erased applicant (issue 18.16, 18.20).
     */
    listKey: text('list_key').generatedAlwaysAs(
      sql`CASE WHEN NOT account_is_applicant OR erased_at IS NOT NULL THEN NULL WHEN withdrawn_at IS NOT NULL THEN 'WITHDRAWN' ELSE application_status END`,
    ),
    /** Lower-cased names, gender, phone and e-mail, kept by triggers (migration 0005) for staff search. */
    searchText: text('search_text').notNull().default(''),
    /**
     * First-round aggregate (issue 22.5), written with each review in its transaction: the mean of
     * the reviews' weighted scores (null with none), how many, and whether the highest and lowest
     * differ by more than the cohort's margin.
     */
    reviewScore: numeric('review_score', { precision: 2, scale: 1, mode: 'number' }),
    reviewCount: smallint('review_count').notNull().default(0),
    reviewDisagrees: boolean('review_disagrees').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applicants_number_key').on(t.applicationNumber),
    index('applicants_status_idx').on(t.applicationStatus, t.createdAt),
    index('applicants_cohort_idx').on(t.cohortId),
    // The reminder sweep's after-admission steps read learners by nativeState; most applicants are
    // never admitted (PENDING), so the index holds only the few who were.
    index('applicants_native_state_idx').on(t.nativeState).where(sql`native_state <> 'PENDING'`),
    // Reminders and session changes find the applicants booked on a session.
    index('applicants_info_session_idx').on(t.infoSessionId).where(sql`info_session_id is not null`),
  ],
);

/** Every status change and staff action on an applicant, written in the same transaction. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One applicant's rows, in order. The funnel's trigger asks for those between two ids
    // (migration 0049): without this, the planner joins the applicant's rows with a range of the
    // whole log's primary key. Every other reader looks at one applicant's few rows.
    index('activity_log_applicant_id_idx').on(t.applicantId, t.id),
  ],
);

/**
 * Listed applicants per list key (their status, or WITHDRAWN), kept by a trigger, so the staff
 * list never counts a million rows. Staff accounts and erased applicants are not counted. A key's
 * count is the sum of its slots (`counterSlot`).
 */
export const applicantStatusCounts = pgTable(
  'applicant_status_counts',
  {
    applicationStatus: text('application_status').notNull(),
    slot: counterSlot(),
    applicants: bigint('applicants', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.applicationStatus, t.slot] })],
);
