import type { Endpoint } from './endpoint.ts';
import * as admin from './endpoints/admin.ts';
import * as agreements from './endpoints/agreements.ts';
import * as applicants from './endpoints/applicants.ts';
import * as checkIn from './endpoints/check-in.ts';
import * as companyForms from './endpoints/company-forms.ts';
import * as companyRequests from './endpoints/company-requests.ts';
import * as csvImport from './endpoints/csv-import.ts';
import * as discountCodes from './endpoints/discount-codes.ts';
import * as enrolmentForm from './endpoints/enrolment-form.ts';
import * as formData from './endpoints/form-data.ts';
import * as health from './endpoints/health.ts';
import * as myPaymentProof from './endpoints/my-payment-proof.ts';
import * as paymentLinks from './endpoints/payment-links.ts';
import * as paymentPlan from './endpoints/payment-plan.ts';
import * as paymentProof from './endpoints/payment-proof.ts';
import * as paymentReview from './endpoints/payment-review.ts';
import * as questionnaire from './endpoints/questionnaire.ts';
import * as schoolPayment from './endpoints/school-payment.ts';
import * as withdrawal from './endpoints/withdrawal.ts';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'access' in value && 'path' in value;

/**
 * Every declared call, for the API's access matrix and checks. The web imports single calls from
 * `@intake/contracts/endpoints/<domain>` instead, so that a screen's bundle carries only its own.
 */
export const declaredEndpoints: readonly Endpoint[] = [
  admin,
  agreements,
  applicants,
  checkIn,
  companyForms,
  companyRequests,
  csvImport,
  discountCodes,
  enrolmentForm,
  formData,
  health,
  myPaymentProof,
  paymentLinks,
  paymentPlan,
  paymentProof,
  paymentReview,
  questionnaire,
  schoolPayment,
  withdrawal,
]
  .flatMap((module) => Object.values(module))
  .filter(isEndpoint);
