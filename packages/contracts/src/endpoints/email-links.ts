import { emailLinkOutcomeSchema, emailLinkStateSchema, linkTokenParamsSchema } from '../auth.ts';
import { defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';

/*
 * The pages an interview invitation's and an offer's links open: a GET that reads whether the
 * link still awaits its click (it changes nothing), and the click, a POST answering the outcome page.
 */
const link = { params: linkTokenParamsSchema, access: { allow: 'link-token' } } as const;
const click = {
  ...link,
  method: 'POST',
  response: emailLinkOutcomeSchema,
  errors: [errorCodes.linkInvalid, errorCodes.wrongState],
} as const;

export const interviewAcceptLink = defineEndpoint({
  ...link,
  method: 'GET',
  path: '/api/interviewInvite/acceptLink/:token',
  response: emailLinkStateSchema,
  errors: [errorCodes.linkInvalid],
  tags: ['interviews'],
  summary: 'The accept page: whether its link can still be clicked (changes nothing)',
});

export const acceptInterview = defineEndpoint({
  ...click,
  path: '/api/interviewInvite/accept/:token',
  tags: ['interviews'],
  summary: 'Accept the interview (the click on its page)',
});

export const admissionOfferLink = defineEndpoint({
  ...link,
  method: 'GET',
  path: '/api/applicant/admissionOffer/:token',
  response: emailLinkStateSchema,
  errors: [errorCodes.linkInvalid],
  tags: ['admissions'],
  summary: 'The offer page: whether its link can still be answered (changes nothing)',
});

export const acceptAdmissionOffer = defineEndpoint({
  ...click,
  path: '/api/applicant/acceptAdmissionOffer/:token',
  tags: ['admissions'],
  summary: 'Accept the offer (the click on its page)',
});

export const declineAdmissionOffer = defineEndpoint({
  ...click,
  path: '/api/applicant/declineAdmissionOffer/:token',
  tags: ['admissions'],
  summary: 'Decline the offer (the click on its page)',
});
