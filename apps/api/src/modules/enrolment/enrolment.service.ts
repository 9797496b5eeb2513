import { isDeepStrictEqual } from 'node:util';
import {
  type Enrolment,
  type JourneyPosition,
  type JourneyStep,
  journeyStepOpen,
  journeyTable,
} from '@intake/contracts';
import { enrolmentAnswers } from '@intake/contracts/copy/api-answers';
import type { CataloguedError } from '@intake/contracts/error-catalogue';
import { enrolmentErrors } from '@intake/contracts/errors/enrolment';
import { phoneProblem } from '@intake/contracts/phone';
import { findApplicantByEmail, lockApplicant, updateApplicant } from '../../core/applicants.repository.ts';
import { moveNative } from '../../core/application-status.service.ts';
import type { Executor } from '../../db/client.ts';
import { appError, badRequest, notFound } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { loadUserData } from '../auth/auth.service.ts';
import { type EnrolmentRow, findEnrolment, insertEnrolment, markCheckedIn } from './enrolment.repository.ts';

/** Locks the learner's row for the rest of the transaction, so two submits of one form queue here. */
export async function lockLearner(tx: Executor, userId: string) {
  const applicant = await lockApplicant(tx, userId);
  if (!applicant) throw notFound();
  return applicant;
}

/** Refuses a step the journey table does not open for the learner (docs/spec/portal-spec.md §4 "Step buttons"). */
export function refuseUnlessOpen(applicant: JourneyPosition, step: JourneyStep, refusal: CataloguedError) {
  if (!journeyStepOpen(step, applicant)) throw appError(refusal);
}

/** Step 5: stores the form; a learner who wants the school's accommodation will sign the tenancy agreement. */
export async function submitEnrolmentForm(deps: ServiceDeps<'db'>, userId: string, form: Enrolment) {
  const emergencyPhoneProblem = phoneProblem(form.emergencyContactPhone);
  if (emergencyPhoneProblem) throw badRequest(emergencyPhoneProblem);
  await deps.db.transaction(async (tx) => {
    const applicant = await lockLearner(tx, userId);
    const earlier = await findEnrolment(tx, userId);
    // A repeat (a double click, a retry) of the form on record answers as the first did.
    if (earlier && isDeepStrictEqual(formOf(earlier), form)) return;
    refuseUnlessOpen(applicant, 'enrolment', enrolmentErrors.enrolmentFormClosed);
    const wantsAccommodation = form.areYouInterestedInAccommodation === 'Yes';
    const stored = await insertEnrolment(tx, {
      applicantId: userId,
      fullLegalName: form.fullLegalName,
      preferName: form.preferName,
      address: form.address,
      phone: form.phone,
      yearExperience: form.yearExperience,
      industries: form.industries,
      itExperience: form.iTExperience,
      medicalConditions: form.medicalConditions,
      foodAllergies: form.foodAllergies,
      emergencyContactName: form.emergencyContactName,
      emergencyContactPhone: form.emergencyContactPhone,
      hobbies: form.hobbies,
      interestedInAccommodation: wantsAccommodation,
      hasHealthInsurance: form.doYouHaveHealthInsurance === 'Yes',
    });
    if (!stored) throw appError(enrolmentErrors.enrolmentFormRaced);
    await updateApplicant(tx, userId, { address: form.address });
    await moveNative(tx, userId, {
      to: journeyTable.enrolment.recordedAs,
      action: 'ENROLLMENT_FORM_SUBMITTED',
      actorId: userId,
      alsoSet: { applicationStatus: 'ENROLLED', canFillTenancyAgreementForm: wantsAccommodation },
      refusal: enrolmentErrors.enrolmentFormClosed.message,
    });
  });
  return loadUserData(deps.db, userId);
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

type Choice<K extends keyof Enrolment> = Enrolment[K];

/** The stored form in the names it was sent with, for the dashboard to show (the columns held checked values). */
const toWire = (row: EnrolmentRow) => ({
  fullLegalName: row.fullLegalName,
  preferName: row.preferName,
  address: row.address,
  phone: row.phone,
  yearExperience: row.yearExperience as Choice<'yearExperience'>,
  industries: row.industries as Choice<'industries'>,
  iTExperience: row.itExperience as Choice<'iTExperience'>,
  medicalConditions: row.medicalConditions,
  foodAllergies: row.foodAllergies,
  emergencyContactName: row.emergencyContactName,
  emergencyContactPhone: row.emergencyContactPhone,
  hobbies: row.hobbies,
  areYouInterestedInAccommodation: yesNo(row.interestedInAccommodation),
  doYouHaveHealthInsurance: yesNo(row.hasHealthInsurance),
  submittedAt: row.submittedAt.toISOString(),
  checkedInAt: row.checkedInAt?.toISOString() ?? null,
});

/** The stored form as it was sent. */
function formOf(row: EnrolmentRow): Enrolment {
  const { submittedAt: _submitted, checkedInAt: _checkedIn, ...form } = toWire(row);
  return form;
}

export async function getEnrolmentForm(deps: ServiceDeps<'db'>, userId: string) {
  const row = await findEnrolment(deps.db, userId);
  return { enrolment: row ? toWire(row) : null };
}

/** Staff check a learner in on arrival, after the enrolment form and before the payment agreement. */
export async function checkIn(deps: ServiceDeps<'db'>, email: string, actorId: string) {
  const name = await deps.db.transaction(async (tx) => {
    const found = await findApplicantByEmail(tx, email);
    if (!found) throw appError(enrolmentErrors.noApplicantWithEmail);
    const name = `${found.user.firstName} ${found.user.lastName}`;
    // A repeat (a double click, a retry) finds the learner checked in and answers as the first.
    if ((await lockLearner(tx, found.user.id)).nativeState === 'CHECKED_IN') return name;
    await moveNative(tx, found.user.id, {
      to: 'CHECKED_IN',
      action: 'CHECKED_IN',
      actorId,
      alsoSet: { applicationStatus: 'CHECKED_IN' },
      refusal: enrolmentErrors.checkInClosed.message,
    });
    await markCheckedIn(tx, found.user.id, actorId);
    return name;
  });
  return { message: enrolmentAnswers.checkedIn(name) };
}
