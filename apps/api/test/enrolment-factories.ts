import type { ApplicationStatus, EnrolmentInput, NativeState } from '@intake/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applicants, cohorts, discountCodes, users } from '../src/db/schema/index.ts';
import { formatSchoolDate } from '../src/lib/school-time.ts';
import { createApplicantWithPassword } from './factories.ts';

/** The applicationStatus that goes with each after-admission nativeState. */
export const statusFor: Partial<Record<NativeState, ApplicationStatus>> = {
  ACCEPTED_ADMISSION: 'ACCEPTED_ADMISSION',
  PAID_TUITION: 'ACCEPTED_ADMISSION',
  ENROLLMENT_FORM: 'ENROLLED',
  CHECKED_IN: 'CHECKED_IN',
  PAYMENT_AGREEMENT: 'CHECKED_IN',
  NATIVE_AGREEMENT: 'CHECKED_IN',
  TENANCY_AGREEMENT: 'CHECKED_IN',
  LEARN_FUND: 'CHECKED_IN',
  NATIVE: 'NATIVE',
};

export interface LearnerSetup {
  nativeState: NativeState;
  canFillEnrollmentForm?: boolean;
  canFillTenancyAgreementForm?: boolean;
  canFillLoanAgreement?: boolean;
  /** dd-MM-yyyy in the questionnaire; null leaves the birth date unknown. */
  dateOfBirth?: string | null;
  tuitionFee?: number;
}

/**
 * An applicant with a password put straight into an after-admission step, in a cohort of their own
 * with the given fee (test setup only; the behaviour under test goes through the API).
 */
export async function createLearner(app: FastifyInstance, setup: LearnerSetup) {
  const applicant = await createApplicantWithPassword(app);
  const [cohort] = await app.db
    .insert(cohorts)
    .values({ name: 'Test cohort', tuitionFee: setup.tuitionFee ?? 600_000, startMonth: 1, startYear: 2027 })
    .returning({ id: cohorts.id });
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, applicant.email));
  const id = user?.id ?? '';
  await app.db
    .update(applicants)
    .set({
      nativeState: setup.nativeState,
      applicationStatus: statusFor[setup.nativeState] ?? 'APPLIED',
      canFillEnrollmentForm: setup.canFillEnrollmentForm ?? true,
      canFillTenancyAgreementForm: setup.canFillTenancyAgreementForm ?? false,
      canFillLoanAgreement: setup.canFillLoanAgreement ?? false,
      cohortId: cohort?.id,
      questionnaire: setup.dateOfBirth === null ? {} : { dateOfBirth: setup.dateOfBirth ?? '14-02-1999' },
    })
    .where(eq(applicants.userId, id));
  return { ...applicant, id };
}

/** A birth date that makes someone `years` old today on the school's clock. */
export function birthDateForAge(years: number, timeZone = 'Africa/Lagos') {
  const [day, month, year] = formatSchoolDate(new Date(), timeZone).split('-');
  return `${day}-${month}-${Number(year) - years}`;
}

/** A discount code inserted directly, with a unique name. */
export async function createDiscountCode(
  app: FastifyInstance,
  remainingUses: number,
  discountAmount: number,
) {
  const code = `TEST-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  await app.db
    .insert(discountCodes)
    .values({ code, discountOwner: 'Test owner', remainingUses, discountAmount });
  return code;
}

export async function remainingUsesOf(app: FastifyInstance, code: string) {
  const [row] = await app.db
    .select({ remainingUses: discountCodes.remainingUses })
    .from(discountCodes)
    .where(eq(discountCodes.code, code));
  return row?.remainingUses;
}

/** An enrolment form that passes both steps; override any field. */
export const buildEnrolment = (overrides: Partial<EnrolmentInput> = {}): EnrolmentInput => ({
  fullLegalName: 'Adaeze Chioma Obi',
  preferName: 'Ada',
  address: '12 Allen Avenue, Ikeja, Lagos',
  phone: '8012345678',
  yearExperience: '2 - 4 years',
  industries: ['IT', 'Education'],
  iTExperience: 'Less than 2 years',
  medicalConditions: '',
  foodAllergies: 'Peanuts',
  emergencyContactName: 'Ngozi Obi',
  emergencyContactPhone: '8098765432',
  hobbies: 'Chess',
  areYouInterestedInAccommodation: 'Yes',
  doYouHaveHealthInsurance: 'No',
  ...overrides,
});
