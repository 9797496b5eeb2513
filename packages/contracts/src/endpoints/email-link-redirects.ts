import { z } from 'zod';
import { redirectLinkParamsSchema } from '../auth.ts';
import { defineEndpoint } from '../endpoint.ts';

/*
 * Links in e-mails that reach the API only to be sent on to a web page (no screen calls them).
 * Their token is any text (redirectLinkParamsSchema), so that a cut or mistyped link still lands on
 * a page: apps/api/src/plugins/email-link-pages.ts answers every refusal with the link error page.
 */
const redirect = {
  method: 'GET',
  params: redirectLinkParamsSchema,
  status: 302,
  response: z.null(),
  access: { allow: 'link-token' },
  errors: [],
} as const;

export const joinInfoSession = defineEndpoint({
  ...redirect,
  path: '/api/infoSession/attend/:token',
  tags: ['info-sessions'],
  summary:
    'Join link from the invitation: the session in its window, else the too-early, expired, venue or link error page (changes nothing)',
});

export const joinInfoSessionWithoutTicket = defineEndpoint({
  method: 'GET',
  path: '/api/infoSession/attend',
  status: 302,
  response: z.null(),
  access: {
    allow: 'public',
    note: 'a join link cut before its ticket: only redirects to the link error page',
  },
  errors: [],
  tags: ['info-sessions'],
  summary: 'A join link cut before its ticket: the link error page',
});

// Invitations and offers sent before issue 18 link here; a scanner's GET must not act on them.
export const acceptInterviewFromOldLink = defineEndpoint({
  ...redirect,
  path: '/api/interviewInvite/accept/:token',
  tags: ['interviews'],
  summary: 'Link of an older invitation: redirects to the accept page, never accepts',
});

export const acceptOfferFromOldLink = defineEndpoint({
  ...redirect,
  path: '/api/applicant/acceptAdmissionOffer/:token',
  tags: ['admissions'],
  summary: 'Link of an older offer e-mail: redirects to the offer page, never answers',
});

export const declineOfferFromOldLink = defineEndpoint({
  ...acceptOfferFromOldLink,
  path: '/api/applicant/declineAdmissionOffer/:token',
});
