import { userDataSchema } from '../auth.ts';
import { APPLICANT, defineEndpoint } from '../endpoint.ts';
import {
  agreementSchema,
  loanAgreementSchema,
  loanDetailsSchema,
  myAgreementsResponseSchema,
} from '../enrolment.ts';
import { errorCodes } from '../errors.ts';

// The agreements (steps 7–9), as the agreement form signs them.
const tags = ['enrolment'];
const access = { allow: APPLICANT };
const signingErrors = [errorCodes.notFound, errorCodes.wrongState, errorCodes.conflict];

export const fillNativeAgreement = defineEndpoint({
  method: 'POST',
  path: '/api/native/fillNativeAgreement',
  body: agreementSchema,
  response: userDataSchema,
  access,
  errors: signingErrors,
  tags,
  summary: 'Sign the native agreement (step 7)',
});

export const fillTenancyAgreement = defineEndpoint({
  method: 'POST',
  path: '/api/native/fillTenancyAgreement',
  body: agreementSchema,
  response: userDataSchema,
  access,
  errors: signingErrors,
  tags,
  summary: 'Sign the tenancy agreement (step 8)',
});

export const fillLoanAgreement = defineEndpoint({
  method: 'POST',
  path: '/api/native/fillLearnFundForm',
  body: loanAgreementSchema,
  response: userDataSchema,
  access,
  errors: [
    ...signingErrors,
    errorCodes.validation,
    errorCodes.guardianPhoneRequired,
    errorCodes.guardianIsLearner,
  ],
  tags,
  summary: 'Sign the loan agreement (step 9), with a guardian when under 18',
});

export const getLoanDetails = defineEndpoint({
  method: 'GET',
  path: '/api/native/getLoanDetails',
  response: loanDetailsSchema,
  access,
  errors: [errorCodes.notFound],
  tags,
  summary: 'Signer, address and whether a guardian must consent',
});

export const listAgreements = defineEndpoint({
  method: 'GET',
  path: '/api/native/agreements',
  response: myAgreementsResponseSchema,
  access,
  errors: [],
  tags,
  summary: 'The agreements signed, with their terms versions',
});
