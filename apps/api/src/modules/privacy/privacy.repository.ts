import { and, asc, desc, eq, inArray, isNull, like, ne, or, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  activityLog,
  agreementSignatures,
  applicants,
  applicationAttempts,
  auditLog,
  checkoutSessions,
  cohorts,
  enrolments,
  erasureRequests,
  files,
  gatewayEvents,
  guardianConsents,
  hireRequests,
  infoSessionGuests,
  infoSessions,
  interviewBookingInvitations,
  interviewBookings,
  interviewComments,
  interviews,
  launchSubscribers,
  ledgerEntries,
  linkTokens,
  loginAttempts,
  loginKnownAddresses,
  mailOutbox,
  messageConsents,
  messageEvents,
  mfaChallenges,
  mfaFactors,
  mfaRecoveryCodes,
  partnerApplications,
  paymentPlans,
  paymentProofs,
  phoneConfirmations,
  reviewAssignments,
  reviewConflicts,
  rubricCriteria,
  scorecardScores,
  scorecards,
  sessions,
  testAnswers,
  testAttempts,
  undeliverableAddresses,
  unmatchedPayments,
  users,
  virtualAccounts,
} from '../../db/schema/index.ts';

// ---------------------------------------------------------------------------------------------
// Reading one person's data (the export).
// ---------------------------------------------------------------------------------------------

export async function findUserById(db: Executor, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findApplication(db: Executor, userId: string) {
  const [row] = await db
    .select({ applicant: applicants, cohort: cohorts, infoSession: infoSessions })
    .from(applicants)
    .leftJoin(cohorts, eq(cohorts.id, applicants.cohortId))
    .leftJoin(infoSessions, eq(infoSessions.id, applicants.infoSessionId))
    .where(eq(applicants.userId, userId));
  return row;
}

export async function findTestAttempts(db: Executor, userId: string) {
  const attempts = await db
    .select()
    .from(testAttempts)
    .where(eq(testAttempts.applicantId, userId))
    .orderBy(asc(testAttempts.startedAt));
  if (attempts.length === 0) return [];
  // Their own answers only: the question bank's correct answers are never read here.
  const answers = await db
    .select({
      attemptId: testAnswers.attemptId,
      questionId: testAnswers.questionId,
      answer: testAnswers.answer,
      answeredAt: testAnswers.answeredAt,
    })
    .from(testAnswers)
    .where(
      inArray(
        testAnswers.attemptId,
        attempts.map((a) => a.id),
      ),
    )
    .orderBy(asc(testAnswers.answeredAt));
  return attempts.map((attempt) => ({
    attempt,
    answers: answers.filter((answer) => answer.attemptId === attempt.id),
  }));
}

/** Earlier applications archived when the person applied again (issue 23.4). */
export const findApplicationAttemptsOf = (db: Executor, userId: string) =>
  db
    .select({ attempt: applicationAttempts, cohortName: cohorts.name })
    .from(applicationAttempts)
    .leftJoin(cohorts, eq(cohorts.id, applicationAttempts.cohortId))
    .where(eq(applicationAttempts.applicantId, userId))
    .orderBy(asc(applicationAttempts.archivedAt));

export const findInterviews = (db: Executor, userId: string) =>
  db.select().from(interviews).where(eq(interviews.applicantId, userId)).orderBy(asc(interviews.createdAt));

export async function findInterviewComments(db: Executor, userId: string) {
  const author = alias(users, 'author');
  return db
    .select({
      comment: interviewComments.comment,
      createdAt: interviewComments.createdAt,
      authorRole: author.role,
    })
    .from(interviewComments)
    .leftJoin(author, eq(author.id, interviewComments.authorId))
    .where(eq(interviewComments.applicantId, userId))
    .orderBy(asc(interviewComments.createdAt));
}

/** Reviewers' scorecards of the person, a row per criterion scored; the reviewer only as a role. */
export async function findScorecardsAbout(db: Executor, userId: string) {
  const reviewer = alias(users, 'reviewer');
  return db
    .select({
      scorecardId: scorecards.id,
      stage: scorecards.stage,
      note: scorecards.note,
      updatedAt: scorecards.updatedAt,
      reviewerRole: reviewer.role,
      criterion: rubricCriteria.name,
      score: scorecardScores.score,
    })
    .from(scorecards)
    .leftJoin(reviewer, eq(reviewer.id, scorecards.reviewerId))
    .leftJoin(scorecardScores, eq(scorecardScores.scorecardId, scorecards.id))
    .leftJoin(rubricCriteria, eq(rubricCriteria.id, scorecardScores.criterionId))
    .where(eq(scorecards.applicantId, userId))
    .orderBy(asc(scorecards.createdAt), asc(rubricCriteria.position));
}

export const findPaymentProofs = (db: Executor, userId: string) =>
  db
    .select()
    .from(paymentProofs)
    .where(eq(paymentProofs.applicantId, userId))
    .orderBy(asc(paymentProofs.createdAt));

export async function findPaymentPlan(db: Executor, userId: string) {
  const [row] = await db.select().from(paymentPlans).where(eq(paymentPlans.applicantId, userId));
  return row;
}

export async function findEnrolment(db: Executor, userId: string) {
  const [row] = await db.select().from(enrolments).where(eq(enrolments.applicantId, userId));
  return row;
}

export const findAgreementSignatures = (db: Executor, userId: string) =>
  db
    .select()
    .from(agreementSignatures)
    .where(eq(agreementSignatures.applicantId, userId))
    .orderBy(asc(agreementSignatures.signedAt));

/** Their answers on SMS and WhatsApp (decision 0088/0090) and the numbers they confirmed with a code. */
export async function findMessageConsentsOf(db: Executor, userId: string) {
  const [answers, confirmations] = await Promise.all([
    db
      .select({
        channel: messageConsents.channel,
        accepted: messageConsents.accepted,
        phone: messageConsents.phone,
        wording: messageConsents.wording,
        source: messageConsents.source,
        recordedAt: messageConsents.recordedAt,
      })
      .from(messageConsents)
      .where(eq(messageConsents.userId, userId))
      .orderBy(asc(messageConsents.id)),
    db
      .select({ phone: phoneConfirmations.phone, confirmedAt: phoneConfirmations.confirmedAt })
      .from(phoneConfirmations)
      .where(and(eq(phoneConfirmations.userId, userId), sql`${phoneConfirmations.confirmedAt} is not null`))
      .orderBy(asc(phoneConfirmations.id)),
  ]);
  return { answers, confirmations };
}

/** The guardians they named for their loan agreement and what each answered (decision 0092). */
export const findGuardianConsentsOf = (db: Executor, userId: string) =>
  db
    .select({
      state: guardianConsents.state,
      guardianName: guardianConsents.guardianName,
      phone: guardianConsents.phone,
      email: guardianConsents.email,
      learnerSignedAt: guardianConsents.learnerSignedAt,
      termsVersion: guardianConsents.termsVersion,
      phoneVerifiedAt: guardianConsents.phoneVerifiedAt,
      relationship: guardianConsents.relationship,
      relationshipOther: guardianConsents.relationshipOther,
      signedName: guardianConsents.signedName,
      declineReason: guardianConsents.declineReason,
      decidedAt: guardianConsents.decidedAt,
    })
    .from(guardianConsents)
    .where(eq(guardianConsents.applicantId, userId))
    .orderBy(asc(guardianConsents.createdAt));

/** Mail sent (or to be sent) to them: what and when, not the bodies (which hold links and tokens). */
export const findMailTo = (db: Executor, userId: string, email: string) =>
  db
    .select({
      kind: mailOutbox.kind,
      channel: mailOutbox.channel,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(or(eq(mailOutbox.userId, userId), eq(sql`lower(${mailOutbox.toAddress})`, email.toLowerCase())))
    .orderBy(asc(mailOutbox.id));

export const findFilesOf = (db: Executor, userId: string) =>
  db.select().from(files).where(eq(files.ownerId, userId)).orderBy(asc(files.createdAt));

export const findSessionsOf = (db: Executor, userId: string) =>
  db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));

export const findKnownAddresses = (db: Executor, userId: string) =>
  db
    .select({ address: loginKnownAddresses.address, lastSuccessAt: loginKnownAddresses.lastSuccessAt })
    .from(loginKnownAddresses)
    .where(eq(loginKnownAddresses.userId, userId));

export async function findMfaFactor(db: Executor, userId: string) {
  const [row] = await db
    .select({ confirmedAt: mfaFactors.confirmedAt, createdAt: mfaFactors.createdAt })
    .from(mfaFactors)
    .where(eq(mfaFactors.userId, userId));
  return row;
}

export const findErasureRequestsOf = (db: Executor, userId: string) =>
  db
    .select({
      reason: erasureRequests.reason,
      status: erasureRequests.status,
      requestedAt: erasureRequests.requestedAt,
      erasedAt: erasureRequests.erasedAt,
    })
    .from(erasureRequests)
    .where(eq(erasureRequests.userId, userId))
    .orderBy(asc(erasureRequests.requestedAt));

/** Forms kept by e-mail address rather than by account: self-invite bookings and company forms. */
export async function findFormsByEmail(db: Executor, email: string) {
  const lower = email.toLowerCase();
  const [guestBookings, subscriptions, partnerForms, hireForms] = await Promise.all([
    db
      .select({
        email: infoSessionGuests.email,
        bookedAt: infoSessionGuests.createdAt,
        sessionStartsAt: infoSessions.startsAt,
        mode: infoSessions.mode,
      })
      .from(infoSessionGuests)
      .innerJoin(infoSessions, eq(infoSessions.id, infoSessionGuests.infoSessionId))
      .where(eq(sql`lower(${infoSessionGuests.email})`, lower)),
    db
      .select()
      .from(launchSubscribers)
      .where(eq(sql`lower(${launchSubscribers.email})`, lower)),
    db
      .select()
      .from(partnerApplications)
      .where(eq(sql`lower(${partnerApplications.email})`, lower)),
    db
      .select()
      .from(hireRequests)
      .where(eq(sql`lower(${hireRequests.email})`, lower)),
  ]);
  return { guestBookings, subscriptions, partnerForms, hireForms };
}

// ---------------------------------------------------------------------------------------------
// Erasure requests.
// ---------------------------------------------------------------------------------------------

export async function findPendingRequest(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(erasureRequests)
    .where(and(eq(erasureRequests.userId, userId), eq(erasureRequests.status, 'pending')));
  return row;
}

export async function wasErased(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: erasureRequests.id })
    .from(erasureRequests)
    .where(and(eq(erasureRequests.userId, userId), eq(erasureRequests.status, 'erased')))
    .limit(1);
  return row !== undefined;
}

/** Inserts a pending request; undefined when one is already pending (the partial unique index). */
export async function insertErasureRequest(db: Executor, userId: string, reason: string | null) {
  const [row] = await db
    .insert(erasureRequests)
    .values({ userId, reason })
    .onConflictDoNothing({ target: erasureRequests.userId, where: sql`status = 'pending'` })
    .returning();
  return row;
}

export async function listErasureRequests(db: Executor, limit: number) {
  return db
    .select({
      id: erasureRequests.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      reason: erasureRequests.reason,
      status: erasureRequests.status,
      requestedAt: erasureRequests.requestedAt,
      erasedAt: erasureRequests.erasedAt,
    })
    .from(erasureRequests)
    .innerJoin(users, eq(users.id, erasureRequests.userId))
    .orderBy(
      sql`case when ${erasureRequests.status} = 'pending' then 0 else 1 end`,
      desc(erasureRequests.requestedAt),
    )
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------
// Erasure: every statement runs in the caller's transaction.
// ---------------------------------------------------------------------------------------------

const rowCount = (result: unknown) => {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
};

/** A case-insensitive regular expression for `value` as it appears inside a JSON string. */
const jsonPattern = (value: string) =>
  JSON.stringify(value)
    .slice(1, -1)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a tombstoned file (one a kept payment proof points at) serves instead of the erased bytes. */
export const ERASED_FILE_KEY = 'erased/erased.txt';
export const ERASED_FILE_TEXT = 'This file was erased at its owner’s request.\n';

export interface ErasureTarget {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** The pseudonymous address that replaces the e-mail. */
  erasedEmail: string;
  accountKey: string;
}

/**
 * Removes or anonymises the person's data in every table; returns the rows touched by table and
 * the storage keys whose files must be deleted after commit.
 */
export async function eraseInTransaction(tx: Executor, target: ErasureTarget) {
  const { userId } = target;
  const email = target.email.toLowerCase();
  const fullName = `${target.firstName} ${target.lastName}`.trim().toLowerCase();
  const counts: Record<string, number> = {};
  const note = (table: string, result: unknown) => {
    const n = rowCount(result);
    if (n > 0) counts[table] = (counts[table] ?? 0) + n;
  };

  // Files: every stored file of theirs is deleted from storage after commit. Rows that a payment
  // proof points at (a restrict foreign key; the proof is kept for accounting) stay as nameless
  // tombstones; the rest are deleted.
  const owned = await tx
    .select({ id: files.id, storageKey: files.storageKey })
    .from(files)
    .where(eq(files.ownerId, userId));
  const proofFileIds = (
    await tx
      .select({ fileId: paymentProofs.fileId })
      .from(paymentProofs)
      .where(eq(paymentProofs.applicantId, userId))
  ).map((row) => row.fileId);

  // The account: anonymised in place (payment records still point at it), no way to sign in.
  note(
    'users',
    await tx
      .update(users)
      .set({
        email: target.erasedEmail,
        firstName: 'Erased',
        lastName: '',
        phone: '',
        dialCode: '',
        gender: '',
        passwordHash: null,
        passwordChangedAt: null,
        profilePictureUrl: null,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId)),
  );
  note('sessions', await tx.delete(sessions).where(eq(sessions.userId, userId)));
  note('link_tokens', await tx.delete(linkTokens).where(eq(linkTokens.userId, userId)));
  note(
    'login_known_addresses',
    await tx.delete(loginKnownAddresses).where(eq(loginKnownAddresses.userId, userId)),
  );
  note(
    'login_attempts',
    await tx.delete(loginAttempts).where(eq(loginAttempts.accountKey, target.accountKey)),
  );
  note('mfa_challenges', await tx.delete(mfaChallenges).where(eq(mfaChallenges.userId, userId)));
  note('mfa_recovery_codes', await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId)));
  note('mfa_factors', await tx.delete(mfaFactors).where(eq(mfaFactors.userId, userId)));

  // The application: the row, its number, cohort, status and dates stay (counts, cohort figures);
  // everything they wrote or that describes them goes. The users update above refilled
  // search_text by trigger, so it is cleared after it.
  note(
    'applicants',
    await tx
      .update(applicants)
      .set({
        questionnaire: null,
        address: null,
        parentsName: null,
        trait: '',
        infoSessionId: null,
        searchText: '',
        // Out of the staff list, its counts and its export (list_key, migration 0021).
        erasedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(applicants.userId, userId)),
  );
  // A re-application's entry keeps its details: cohort ids and a status, which the funnel reads
  // to keep each application in its cohort (decision 0086).
  note(
    'activity_log',
    await tx
      .update(activityLog)
      .set({ details: null })
      .where(and(eq(activityLog.applicantId, userId), ne(activityLog.action, 'RE_APPLIED'))),
  );
  // Earlier applications archived when they applied again: their questionnaires, reasons, reviews.
  note(
    'application_attempts',
    await tx.delete(applicationAttempts).where(eq(applicationAttempts.applicantId, userId)),
  );
  note('test_attempts', await tx.delete(testAttempts).where(eq(testAttempts.applicantId, userId)));
  note(
    'interview_bookings',
    await tx.delete(interviewBookings).where(eq(interviewBookings.applicantId, userId)),
  );
  note(
    'interview_booking_invitations',
    await tx.delete(interviewBookingInvitations).where(eq(interviewBookingInvitations.applicantId, userId)),
  );
  note('interviews', await tx.delete(interviews).where(eq(interviews.applicantId, userId)));
  note(
    'interview_comments',
    await tx.delete(interviewComments).where(eq(interviewComments.applicantId, userId)),
  );
  // Reviewers' scorecards of the person (their scores go with them, by cascade).
  note('scorecards', await tx.delete(scorecards).where(eq(scorecards.applicantId, userId)));
  // Who reviewed them, and conflicts staff declared in their own words, which may name the person.
  note(
    'review_assignments',
    await tx.delete(reviewAssignments).where(eq(reviewAssignments.applicantId, userId)),
  );
  note('review_conflicts', await tx.delete(reviewConflicts).where(eq(reviewConflicts.applicantId, userId)));
  note('enrolments', await tx.delete(enrolments).where(eq(enrolments.applicantId, userId)));
  // Kept for accounting (amounts, dates, method, outcome); who paid from where is cleared.
  note(
    'payment_proofs',
    await tx
      .update(paymentProofs)
      .set({
        phoneNumber: '',
        depositorName: '',
        depositorAccountName: '',
        originatingBankName: '',
        depositorEmail: '',
        declineReason: null,
        // A proof still awaiting review leaves the staff's queue: nobody is left to confirm it to.
        status: sql`case when ${paymentProofs.status} = 'pending' then 'declined' else ${paymentProofs.status} end`,
        decidedAt: sql`case when ${paymentProofs.status} = 'pending' then now() else ${paymentProofs.decidedAt} end`,
      })
      .where(eq(paymentProofs.applicantId, userId)),
  );
  // payment_plans hold only the plan, months and amounts: kept whole for accounting.
  // Online payments (issue 24): amounts, providers and references stay (the ledger is a financial
  // record); what the provider said of the person goes: the webhook bodies of their payments and
  // checkouts (e-mail, name), the payer of a parked payment assigned to them, and the name on their
  // dedicated account.
  const paymentReferences = sql`(
    select ${ledgerEntries.reference} from ${ledgerEntries}
      where ${ledgerEntries.applicantId} = ${userId} and ${ledgerEntries.reference} is not null
    union select ${checkoutSessions.reference} from ${checkoutSessions}
      where ${checkoutSessions.applicantId} = ${userId}
    union select ${unmatchedPayments.reference} from ${unmatchedPayments}
      where ${unmatchedPayments.assignedTo} = ${userId}
  )`;
  note(
    'gateway_events',
    await tx
      .update(gatewayEvents)
      .set({ rawBody: '' })
      .where(and(sql`${gatewayEvents.reference} in ${paymentReferences}`, ne(gatewayEvents.rawBody, ''))),
  );
  note(
    'unmatched_payments',
    await tx
      .update(unmatchedPayments)
      .set({ payer: {} })
      .where(and(eq(unmatchedPayments.assignedTo, userId), sql`${unmatchedPayments.payer} <> '{}'::jsonb`)),
  );
  note(
    'virtual_accounts',
    await tx.update(virtualAccounts).set({ accountName: '' }).where(eq(virtualAccounts.applicantId, userId)),
  );
  // Signatures: that an agreement of a version was signed, and when, stays; the names go.
  note(
    'agreement_signatures',
    await tx
      .update(agreementSignatures)
      .set({ signerName: 'Erased', parentName: null })
      .where(eq(agreementSignatures.applicantId, userId)),
  );

  const looseFileIds = owned.map((f) => f.id).filter((id) => !proofFileIds.includes(id));
  if (looseFileIds.length) note('files', await tx.delete(files).where(inArray(files.id, looseFileIds)));
  if (proofFileIds.length) {
    note(
      'files',
      await tx
        .update(files)
        .set({
          originalFilename: 'erased.txt',
          storageKey: ERASED_FILE_KEY,
          mimeType: 'text/plain',
          format: 'txt',
          sizeBytes: ERASED_FILE_TEXT.length,
        })
        .where(inArray(files.id, proofFileIds)),
    );
  }

  // Mail: to them, or (staff notices) naming them by e-mail or full name.
  const mentions = (column: PgColumn) =>
    or(
      sql`position(${email} in lower(${column})) > 0`,
      fullName.length > 2 ? sql`position(${fullName} in lower(${column})) > 0` : sql`false`,
    );
  note(
    'mail_outbox',
    await tx
      .delete(mailOutbox)
      .where(
        or(
          eq(mailOutbox.userId, userId),
          eq(sql`lower(${mailOutbox.toAddress})`, email),
          mentions(mailOutbox.subject),
          mentions(mailOutbox.text),
          mentions(mailOutbox.html),
        ),
      ),
  );

  // The guardians they named for their loan agreement (decision 0092), and the texts and e-mails
  // sent to them: those rows carry no user id.
  const guardianAddresses = await tx
    .select({ phone: guardianConsents.phone, email: guardianConsents.email })
    .from(guardianConsents)
    .where(eq(guardianConsents.applicantId, userId));
  const addresses = guardianAddresses.flatMap((g) => [g.phone, ...(g.email ? [g.email.toLowerCase()] : [])]);
  if (addresses.length) {
    note(
      'mail_outbox',
      await tx
        .delete(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.userId),
            like(mailOutbox.kind, 'guardian-consent-%'),
            inArray(sql`lower(${mailOutbox.toAddress})`, addresses),
          ),
        ),
    );
  }
  note(
    'guardian_consents',
    await tx.delete(guardianConsents).where(eq(guardianConsents.applicantId, userId)),
  );

  // SMS and WhatsApp (decision 0088): their answers, the replies from their numbers, a bounced address.
  const consentPhones = await tx
    .selectDistinct({ phone: messageConsents.phone })
    .from(messageConsents)
    .where(eq(messageConsents.userId, userId));
  for (const { phone } of consentPhones) {
    const digits = phone.replace(/\D/g, '');
    note(
      'message_events',
      await tx
        .delete(messageEvents)
        .where(
          and(
            eq(messageEvents.type, 'inbound'),
            sql`regexp_replace(coalesce(${messageEvents.payload}->>'sender', ${messageEvents.payload}->>'from', ''), '[^0-9]', '', 'g') = ${digits}`,
          ),
        ),
    );
  }
  note('message_consents', await tx.delete(messageConsents).where(eq(messageConsents.userId, userId)));
  note(
    'phone_confirmations',
    await tx.delete(phoneConfirmations).where(eq(phoneConfirmations.userId, userId)),
  );
  note(
    'undeliverable_addresses',
    await tx.delete(undeliverableAddresses).where(eq(sql`lower(${undeliverableAddresses.address})`, email)),
  );

  // Their own erasure requests: the reason they gave is theirs.
  note(
    'erasure_requests',
    await tx.update(erasureRequests).set({ reason: null }).where(eq(erasureRequests.userId, userId)),
  );

  // Earlier audit entries that named them (e.g. an e-mail resent to them) now name the id only.
  note(
    'audit_log',
    await tx
      .update(auditLog)
      .set({ subject: userId })
      .where(eq(sql`lower(${auditLog.subject})`, email)),
  );
  for (const value of [email, fullName].filter((v) => v.length > 2)) {
    note(
      'audit_log',
      await tx
        .update(auditLog)
        .set({
          details: sql`regexp_replace(${auditLog.details}::text, ${jsonPattern(value)}, ${userId}, 'gi')::jsonb`,
        })
        .where(sql`${auditLog.details}::text ~* ${jsonPattern(value)}`),
    );
  }

  // Forms filed under their e-mail address without an account.
  note(
    'info_session_guests',
    await tx.delete(infoSessionGuests).where(eq(sql`lower(${infoSessionGuests.email})`, email)),
  );
  note(
    'launch_subscribers',
    await tx.delete(launchSubscribers).where(eq(sql`lower(${launchSubscribers.email})`, email)),
  );
  note(
    'partner_applications',
    await tx.delete(partnerApplications).where(eq(sql`lower(${partnerApplications.email})`, email)),
  );
  note('hire_requests', await tx.delete(hireRequests).where(eq(sql`lower(${hireRequests.email})`, email)));

  return { counts, storageKeys: owned.map((f) => f.storageKey) };
}

/** Closes their pending request as erased, or records one (an admin may erase without a request). */
export async function closeErasureRequest(tx: Executor, userId: string, adminId: string | null) {
  const closed = await tx
    .update(erasureRequests)
    .set({ status: 'erased', erasedAt: sql`now()`, erasedBy: adminId })
    .where(and(eq(erasureRequests.userId, userId), eq(erasureRequests.status, 'pending')))
    .returning({ id: erasureRequests.id });
  if (closed.length === 0) {
    await tx
      .insert(erasureRequests)
      .values({ userId, reason: null, status: 'erased', erasedAt: sql`now()`, erasedBy: adminId });
  }
}
