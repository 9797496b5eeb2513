import type { Endpoint } from './endpoint.ts';
import * as admin from './endpoints/admin.ts';
import * as applicants from './endpoints/applicants.ts';
import * as companyForms from './endpoints/company-forms.ts';
import * as companyRequests from './endpoints/company-requests.ts';
import * as csvImport from './endpoints/csv-import.ts';
import * as discountCodes from './endpoints/discount-codes.ts';
import * as erasure from './endpoints/erasure.ts';
import * as files from './endpoints/files.ts';
import * as formData from './endpoints/form-data.ts';
import * as health from './endpoints/health.ts';
import * as login from './endpoints/login.ts';
import * as mfa from './endpoints/mfa.ts';
import * as passwordLinks from './endpoints/password-links.ts';
import * as privacy from './endpoints/privacy.ts';
import * as questionnaire from './endpoints/questionnaire.ts';
import * as schoolPayment from './endpoints/school-payment.ts';
import * as session from './endpoints/session.ts';
import * as settings from './endpoints/settings.ts';
import * as withdrawal from './endpoints/withdrawal.ts';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'access' in value && 'path' in value;

/**
 * Every declared call, for the API's access matrix and checks. The web imports single calls from
 * `@intake/contracts/endpoints/<domain>` instead, so that a screen's bundle carries only its own.
 */
export const declaredEndpoints: readonly Endpoint[] = [
  admin,
  applicants,
  companyForms,
  companyRequests,
  csvImport,
  discountCodes,
  erasure,
  files,
  formData,
  health,
  login,
  mfa,
  passwordLinks,
  privacy,
  questionnaire,
  schoolPayment,
  session,
  settings,
  withdrawal,
]
  .flatMap((module) => Object.values(module))
  .filter(isEndpoint);
