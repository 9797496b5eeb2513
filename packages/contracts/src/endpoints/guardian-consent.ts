import { linkTokenParamsSchema } from '../auth.ts';
import { APPLICANT, defineEndpoint, STAFF_READ } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import {
  guardianCodeSchema,
  guardianContactSchema,
  guardianDeclineSchema,
  guardianPageSchema,
  guardianSignaturesSchema,
  guardianSignSchema,
  myGuardianConsentSchema,
} from '../guardian-consent.ts';
import { applicantIdParamSchema } from '../interviews.ts';

/* Issue 25.7: a guardian consents to an under-18 learner's loan agreement from their own link. */
const tags = ['enrolment'];
const linkErrors = [errorCodes.linkInvalid, errorCodes.linkExpired, errorCodes.wrongState];
const linkAccess = { allow: 'link-token', note: "the guardian's link the learner had sent to them" } as const;

export const guardianPage = defineEndpoint({
  method: 'GET',
  path: '/api/guardianConsent/:token',
  params: linkTokenParamsSchema,
  response: guardianPageSchema,
  access: linkAccess,
  errors: [errorCodes.linkInvalid, errorCodes.linkExpired],
  rateLimited: true,
  tags,
  summary:
    "The guardian's page: the step they are at; the agreement once the phone is confirmed (reading changes nothing)",
});

export const sendGuardianCode = defineEndpoint({
  method: 'POST',
  path: '/api/guardianConsent/:token/code',
  params: linkTokenParamsSchema,
  response: guardianPageSchema,
  access: linkAccess,
  errors: [...linkErrors, errorCodes.rateLimited],
  rateLimited: true,
  tags,
  summary: 'Text a 6-digit code to the number the learner gave',
});

export const confirmGuardianPhone = defineEndpoint({
  method: 'POST',
  path: '/api/guardianConsent/:token/confirmPhone',
  params: linkTokenParamsSchema,
  body: guardianCodeSchema,
  response: guardianPageSchema,
  access: linkAccess,
  errors: [
    ...linkErrors,
    errorCodes.validation,
    errorCodes.guardianCodeWrong,
    errorCodes.guardianCodeExpired,
    errorCodes.rateLimited,
  ],
  rateLimited: true,
  tags,
  summary: "Confirm the guardian's phone with the texted code",
});

export const signAsGuardian = defineEndpoint({
  method: 'POST',
  path: '/api/guardianConsent/:token/sign',
  params: linkTokenParamsSchema,
  body: guardianSignSchema,
  response: guardianPageSchema,
  access: linkAccess,
  errors: [...linkErrors, errorCodes.validation, errorCodes.guardianPhoneNotConfirmed],
  rateLimited: true,
  tags,
  summary: "The guardian signs: the learner's loan agreement step completes",
});

export const declineAsGuardian = defineEndpoint({
  method: 'POST',
  path: '/api/guardianConsent/:token/decline',
  params: linkTokenParamsSchema,
  body: guardianDeclineSchema,
  response: guardianPageSchema,
  access: linkAccess,
  errors: [...linkErrors, errorCodes.validation, errorCodes.guardianPhoneNotConfirmed],
  rateLimited: true,
  tags,
  summary: 'The guardian declines; the learner is told and may name another',
});

export const myGuardianConsent = defineEndpoint({
  method: 'GET',
  path: '/api/native/guardianConsent',
  response: myGuardianConsentSchema,
  access: { allow: APPLICANT },
  errors: [],
  tags,
  summary: "The learner's request for a guardian's consent, if any",
});

export const resendGuardianLink = defineEndpoint({
  method: 'POST',
  path: '/api/native/guardianConsent/resend',
  response: myGuardianConsentSchema,
  access: { allow: APPLICANT },
  errors: [errorCodes.wrongState, errorCodes.guardianIsLearner],
  rateLimited: true,
  tags,
  summary: 'Send the guardian a new link (the old one stops working)',
});

export const changeGuardian = defineEndpoint({
  method: 'POST',
  path: '/api/native/guardianConsent/guardian',
  body: guardianContactSchema,
  response: myGuardianConsentSchema,
  access: { allow: APPLICANT },
  errors: [errorCodes.wrongState, errorCodes.validation, errorCodes.guardianIsLearner],
  rateLimited: true,
  tags,
  summary: 'Name another guardian (after a decline, or instead of the one waiting)',
});

export const guardianSignatures = defineEndpoint({
  method: 'GET',
  path: '/api/elder/guardianConsents/:applicantId',
  params: applicantIdParamSchema,
  response: guardianSignaturesSchema,
  access: { allow: STAFF_READ },
  errors: [],
  tags,
  summary:
    "The guardians' answers to a learner's loan agreement: who, how related, when, from which verified number",
});
