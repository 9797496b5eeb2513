import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { EXPORT_FORMAT_VERSION } from '@intake/contracts';
import { ZipFile } from 'yazl';
import { findActivity } from '../../core/activity-log.repository.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { getSchool } from '../settings/settings.service.ts';
import {
  findAgreementSignatures,
  findApplication,
  findApplicationAttemptsOf,
  findEnrolment,
  findErasureRequestsOf,
  findFilesOf,
  findFormsByEmail,
  findGuardianConsentsOf,
  findInterviewComments,
  findInterviews,
  findKnownAddresses,
  findMailTo,
  findMessageConsentsOf,
  findMfaFactor,
  findPaymentPlan,
  findPaymentProofs,
  findScorecardsAbout,
  findSessionsOf,
  findTestAttempts,
  findUserById,
} from './privacy.repository.ts';

/** The scorecards reviewers filled about the person, their rows (one per criterion) gathered. */
function scorecardsOf(rows: Awaited<ReturnType<typeof findScorecardsAbout>>) {
  const cards = new Map<
    string,
    {
      stage: string;
      byRole: string | null;
      note: string;
      at: string | null;
      scores: { criterion: string; score: number }[];
    }
  >();
  for (const row of rows) {
    const card = cards.get(row.scorecardId) ?? {
      stage: row.stage,
      byRole: row.reviewerRole ?? null,
      note: row.note,
      at: iso(row.updatedAt),
      scores: [],
    };
    if (row.criterion !== null && row.score !== null)
      card.scores.push({ criterion: row.criterion, score: row.score });
    cards.set(row.scorecardId, card);
  }
  return [...cards.values()];
}

/** What the export reads: the database and the stored files. */
export type ExportDeps = ServiceDeps<'db' | 'log' | 'storage'>;

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** A file's place in the archive: files/<id>-<name>, the name made safe for any unzip tool. */
export const archivePathOf = (file: { id: string; originalFilename: string; format: string }) => {
  const base =
    path
      .basename(file.originalFilename)
      .replace(/[^\w.\- ()]/g, '_')
      .slice(0, 120) || `file.${file.format}`;
  return `files/${file.id}-${base}`;
};

/**
 * Everything the portal holds about one user (NDPA 2023 s. 34, GDPR arts. 15 and 20), in sections.
 * Read up front, in one pass, so a failing query answers an error before any byte is sent; the
 * uploaded files themselves are streamed from storage afterwards.
 */
export async function collectPersonalData(deps: ExportDeps, userId: string) {
  const db = deps.db;
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  const [
    application,
    activity,
    tests,
    interviewRows,
    comments,
    scorecardRows,
    proofs,
    plan,
    enrolment,
    signatures,
    mail,
    fileRows,
    sessionRows,
    addresses,
    mfa,
    erasure,
    forms,
    { identity },
    attempts,
    consents,
    guardians,
  ] = await Promise.all([
    findApplication(db, userId),
    findActivity(db, userId),
    findTestAttempts(db, userId),
    findInterviews(db, userId),
    findInterviewComments(db, userId),
    findScorecardsAbout(db, userId),
    findPaymentProofs(db, userId),
    findPaymentPlan(db, userId),
    findEnrolment(db, userId),
    findAgreementSignatures(db, userId),
    findMailTo(db, userId, user.email),
    findFilesOf(db, userId),
    findSessionsOf(db, userId),
    findKnownAddresses(db, userId),
    findMfaFactor(db, userId),
    findErasureRequestsOf(db, userId),
    findFormsByEmail(db, user.email),
    getSchool(db),
    findApplicationAttemptsOf(db, userId),
    findMessageConsentsOf(db, userId),
    findGuardianConsentsOf(db, userId),
  ]);
  const school = identity.name;
  const fileIndex = new Map(fileRows.map((file) => [file.id, archivePathOf(file)]));
  const a = application?.applicant;

  const sections: [string, unknown][] = [
    ['format', EXPORT_FORMAT_VERSION],
    ['generatedAt', new Date().toISOString()],
    [
      'about',
      `Every personal datum the admissions portal of ${school} holds about you, as at generatedAt. Instants are ISO 8601 (UTC). Your uploaded files are in the files/ folder of this archive. Staff who acted on your application are named by role only. The aptitude test lists your own answers; the correct answers of the question bank are not personal data and are not included.`,
    ],
    [
      'account',
      {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        phone: user.phone,
        dialCode: user.dialCode,
        gender: user.gender,
        role: user.role,
        profilePicture: user.profilePictureUrl,
        hasPassword: user.passwordHash !== null,
        passwordChangedAt: iso(user.passwordChangedAt),
        createdAt: iso(user.createdAt),
        updatedAt: iso(user.updatedAt),
      },
    ],
    [
      'application',
      a
        ? {
            applicationNumber: a.applicationNumber,
            ageRange: a.ageRange,
            applicationStatus: a.applicationStatus,
            nativeState: a.nativeState,
            trait: a.trait,
            address: a.address,
            parentsName: a.parentsName,
            canFillEnrollmentForm: a.canFillEnrollmentForm,
            canFillTenancyAgreementForm: a.canFillTenancyAgreementForm,
            canFillLoanAgreement: a.canFillLoanAgreement,
            cohort: application.cohort
              ? {
                  name: application.cohort.name,
                  tuitionFee: application.cohort.tuitionFee,
                  startMonth: application.cohort.startMonth,
                  startYear: application.cohort.startYear,
                }
              : null,
            questionnaire: a.questionnaire,
            termsAcceptedAt: iso(a.termsAcceptedAt),
            unsubscribedAt: iso(a.unsubscribedAt),
            withdrawnAt: iso(a.withdrawnAt),
            createdAt: iso(a.createdAt),
            updatedAt: iso(a.updatedAt),
          }
        : null,
    ],
    [
      'earlierApplications',
      attempts.map(({ attempt, cohortName }) => ({
        cohort: cohortName,
        applicationNumber: attempt.applicationNumber,
        finalStatus: attempt.finalStatus,
        nativeState: attempt.nativeState,
        outcome: attempt.outcome,
        reason: attempt.reason,
        startedAt: iso(attempt.startedAt),
        endedAt: iso(attempt.endedAt),
        questionnaire: attempt.questionnaire,
        testScore: attempt.testScore,
        reviewScore: attempt.reviewScore,
        reviewCount: attempt.reviewCount,
        decisionReason: attempt.decisionReason,
        // Reviewers and interviewers by role only, as everywhere in this export.
        reviews: attempt.scorecards.map(({ reviewer: _reviewer, ...card }) => ({ ...card, by: 'staff' })),
        interviewComments: attempt.interviewComments.map(({ author: _author, ...comment }) => ({
          ...comment,
          by: 'staff',
        })),
        appliedAgainAt: iso(attempt.archivedAt),
      })),
    ],
    [
      'infoSessionBooking',
      application?.infoSession
        ? {
            mode: application.infoSession.mode,
            startsAt: iso(application.infoSession.startsAt),
            link: application.infoSession.link,
            venueAddress: application.infoSession.venueAddress,
            venueDirections: application.infoSession.venueDirections,
          }
        : null,
    ],
    [
      'activityLog',
      activity.map((entry) => ({
        action: entry.action,
        fromStatus: entry.fromStatus,
        toStatus: entry.toStatus,
        details: entry.details,
        at: iso(entry.createdAt),
        by: entry.actorId === null ? null : entry.actorId === userId ? 'you' : (entry.actorRole ?? 'staff'),
      })),
    ],
    [
      'aptitudeTests',
      tests.map(({ attempt, answers }) => ({
        startedAt: iso(attempt.startedAt),
        deadlineAt: iso(attempt.deadlineAt),
        closedAt: iso(attempt.closedAt),
        closedReason: attempt.closedReason,
        score: attempt.score,
        resetAt: iso(attempt.resetAt),
        questionIds: attempt.questionIds,
        yourAnswers: answers.map((answer) => ({
          questionId: answer.questionId,
          answer: answer.answer,
          answeredAt: iso(answer.answeredAt),
        })),
      })),
    ],
    [
      'interviews',
      interviewRows.map((row) => ({
        scheduledAt: iso(row.scheduledAt),
        method: row.method,
        comment: row.comment,
        acceptedAt: iso(row.acceptedAt),
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
      })),
    ],
    [
      'interviewComments',
      comments.map((row) => ({
        comment: row.comment,
        at: iso(row.createdAt),
        byRole: row.authorRole ?? null,
      })),
    ],
    ['reviewScorecards', scorecardsOf(scorecardRows)],
    [
      'paymentProofs',
      proofs.map((proof) => ({
        paymentMethod: proof.paymentMethod,
        amountPaid: proof.amountPaid,
        transactionDate: proof.transactionDate,
        phoneNumber: proof.phoneNumber,
        depositorName: proof.depositorName,
        depositorAccountName: proof.depositorAccountName,
        originatingBankName: proof.originatingBankName,
        depositorEmail: proof.depositorEmail,
        status: proof.status,
        declineReason: proof.declineReason,
        decidedAt: iso(proof.decidedAt),
        createdAt: iso(proof.createdAt),
        file: fileIndex.get(proof.fileId) ?? null,
      })),
    ],
    [
      'paymentPlan',
      plan
        ? {
            paymentPlan: plan.paymentPlan,
            paymentStartMonth: plan.paymentStartMonth,
            paymentEndMonth: plan.paymentEndMonth,
            tuitionFee: plan.tuitionFee,
            discountCode: plan.discountCode,
            discountAmount: plan.discountAmount,
            tuitionPaid: plan.tuitionPaid,
            amountDue: plan.amountDue,
            instalments: plan.instalments,
            iUnderstandTerms: plan.iUnderstandTerms,
            iAgreeToTerms: plan.iAgreeToTerms,
            agreedAt: iso(plan.agreedAt),
          }
        : null,
    ],
    [
      'enrolment',
      enrolment
        ? {
            fullLegalName: enrolment.fullLegalName,
            preferName: enrolment.preferName,
            address: enrolment.address,
            phone: enrolment.phone,
            yearExperience: enrolment.yearExperience,
            industries: enrolment.industries,
            itExperience: enrolment.itExperience,
            medicalConditions: enrolment.medicalConditions,
            foodAllergies: enrolment.foodAllergies,
            emergencyContactName: enrolment.emergencyContactName,
            emergencyContactPhone: enrolment.emergencyContactPhone,
            hobbies: enrolment.hobbies,
            interestedInAccommodation: enrolment.interestedInAccommodation,
            hasHealthInsurance: enrolment.hasHealthInsurance,
            submittedAt: iso(enrolment.submittedAt),
            checkedInAt: iso(enrolment.checkedInAt),
          }
        : null,
    ],
    [
      'agreementSignatures',
      signatures.map((row) => ({
        kind: row.kind,
        termsVersion: row.termsVersion,
        signerName: row.signerName,
        parentName: row.parentName,
        signedAt: iso(row.signedAt),
      })),
    ],
    [
      'mailSentToYou',
      mail.map((row) => ({
        subject: row.subject,
        kind: row.kind,
        channel: row.channel,
        status: row.status,
        queuedAt: iso(row.createdAt),
        sentAt: iso(row.sentAt),
      })),
    ],
    [
      'messageConsents',
      {
        answers: consents.answers.map((row) => ({ ...row, recordedAt: iso(row.recordedAt) })),
        confirmedPhones: consents.confirmations.map((row) => ({
          phone: row.phone,
          confirmedAt: iso(row.confirmedAt),
        })),
      },
    ],
    [
      'guardianConsents',
      guardians.map((row) => ({
        ...row,
        learnerSignedAt: iso(row.learnerSignedAt),
        phoneVerifiedAt: iso(row.phoneVerifiedAt),
        decidedAt: iso(row.decidedAt),
      })),
    ],
    [
      'uploadedFiles',
      fileRows.map((file) => ({
        originalFilename: file.originalFilename,
        mimeType: file.mimeType,
        format: file.format,
        sizeBytes: file.sizeBytes,
        uploadedAt: iso(file.createdAt),
        inThisArchive: fileIndex.get(file.id),
      })),
    ],
    [
      'signIns',
      {
        sessions: sessionRows.map((row) => ({
          createdAt: iso(row.createdAt),
          lastSeenAt: iso(row.lastSeenAt),
          expiresAt: iso(row.expiresAt),
          revokedAt: iso(row.revokedAt),
        })),
        knownAddresses: addresses.map((row) => ({
          address: row.address,
          lastSignInAt: iso(row.lastSuccessAt),
        })),
        twoFactor: mfa
          ? { enabled: mfa.confirmedAt !== null, since: iso(mfa.confirmedAt ?? mfa.createdAt) }
          : null,
      },
    ],
    [
      'erasureRequests',
      erasure.map((row) => ({
        reason: row.reason,
        status: row.status,
        requestedAt: iso(row.requestedAt),
        erasedAt: iso(row.erasedAt),
      })),
    ],
    [
      'formsUnderYourEmail',
      {
        infoSessionBookingsAsGuest: forms.guestBookings.map((row) => ({
          email: row.email,
          bookedAt: iso(row.bookedAt),
          sessionStartsAt: iso(row.sessionStartsAt),
          mode: row.mode,
        })),
        launchUpdates: forms.subscriptions.map(({ id: _id, createdAt, ...rest }) => ({
          ...rest,
          createdAt: iso(createdAt),
        })),
        partnerApplications: forms.partnerForms.map(({ id: _id, createdAt, ...rest }) => ({
          ...rest,
          createdAt: iso(createdAt),
        })),
        hireRequests: forms.hireForms.map(({ id: _id, createdAt, ...rest }) => ({
          ...rest,
          createdAt: iso(createdAt),
        })),
      },
    ],
  ];
  return {
    user,
    school,
    sections,
    files: fileRows.map((file) => ({ ...file, archivePath: archivePathOf(file) })),
  };
}

/** data.json, produced section by section so no second full copy of it is built. */
async function* dataJson(sections: [string, unknown][]) {
  yield '{\n';
  for (const [index, [key, value]] of sections.entries()) {
    const body = JSON.stringify(value, null, 2).replace(/\n/g, '\n  ');
    yield `  ${JSON.stringify(key)}: ${body}${index < sections.length - 1 ? ',' : ''}\n`;
  }
  yield '}\n';
}

/** README.txt, in the school's name: the archive is the school's answer, not the product's. */
const readme = (school: string) => {
  const title = `Your data from ${school}`;
  return `${title}
${'='.repeat(title.length)}

data.json   everything the portal holds about you (see its "about" field)
files/      the files you uploaded (profile picture, proofs of payment)

You may keep this archive, or give it to another organisation (data portability).
To ask us to erase your data, use "Ask us to erase my data" on your dashboard.
`;
};

/**
 * The export archive as a stream: README.txt, data.json and the files, each read from storage only
 * when the zip reaches it. A file missing from storage becomes a one-line note in its place (and a
 * warning in the log), not a broken archive.
 */
export async function exportArchive(deps: ExportDeps, userId: string) {
  const data = await collectPersonalData(deps, userId);
  const zip = new ZipFile();
  const output = new PassThrough();
  zip.outputStream.pipe(output);
  zip.on('error', (error: Error) => {
    deps.log.error({ err: error }, 'personal-data export failed while streaming');
    output.destroy(error);
  });
  const mtime = new Date();
  zip.addBuffer(Buffer.from(readme(data.school)), 'README.txt', { mtime });
  zip.addReadStream(Readable.from(dataJson(data.sections)), 'data.json', { mtime });
  for (const file of data.files) {
    zip.addReadStreamLazy(file.archivePath, { mtime: file.createdAt, compress: false }, (callback) => {
      // Opened only when the zip reaches this entry, so one file handle is open at a time.
      const out = new PassThrough();
      out.on('error', (error) => zip.emit('error', error));
      let bytes = 0;
      const source = deps.storage.read(file.storageKey);
      source.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      source.on('error', (error) => {
        if (bytes > 0) return out.destroy(error);
        deps.log.warn({ err: error, fileId: file.id }, 'a stored file of a personal-data export is missing');
        out.end('This file could not be read from storage.\n');
      });
      source.pipe(out);
      callback(null, out);
    });
  }
  zip.end();
  return { stream: output, user: data.user, fileCount: data.files.length };
}
