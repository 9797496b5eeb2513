import { z } from 'zod';
import { ADMIN, APPLICANT, defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import {
  messageConsentInputSchema,
  messageConsentsSchema,
  messageKindParamSchema,
  messageRouteInputSchema,
  messageRouteSchema,
  messageRoutingSchema,
  phoneCodeInputSchema,
  phoneCodeSentSchema,
} from '../messaging.ts';

/* SMS and WhatsApp beside e-mail (issue 25): the admins' routing and the providers' callbacks. */
const tags = ['messaging'];

export const getMessageRouting = defineEndpoint({
  method: 'GET',
  path: '/api/admin/message-routing',
  response: messageRoutingSchema,
  access: { allow: ADMIN },
  errors: [],
  tags,
  summary: 'Each message type and the phone channels it goes by besides e-mail',
});

export const updateMessageRoute = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/message-routing/:kind',
  params: messageKindParamSchema,
  body: messageRouteInputSchema,
  response: messageRouteSchema,
  access: { allow: ADMIN },
  errors: [],
  tags,
  summary: 'Choose the phone channels a message type goes by besides e-mail',
});

const text = (max: number) => z.string().max(max);
const callbackAnswer = z.object({ received: z.boolean() });
const callbackAccess = {
  allow: 'link-token',
  note: 'the provider’s signature (Termii) or the secret in the path (Africa’s Talking) is its check',
} as const;

/** Termii's webhook: delivery reports (type outbound) and inbound messages (type inbound), signed. */
export const termiiEvent = defineEndpoint({
  method: 'POST',
  path: '/api/messaging/termii/events',
  body: z.looseObject({
    type: text(40),
    id: text(100).nullish(),
    message_id: text(100).nullish(),
    receiver: text(40).nullish(),
    sender: text(40).nullish(),
    message: text(2000).nullish(),
    status: text(200).nullish(),
    cost: z.union([text(40), z.number()]).nullish(),
    channel: text(40).nullish(),
  }),
  response: callbackAnswer,
  access: callbackAccess,
  errors: [
    errorCodes.callbackRefused,
    errorCodes.notFound,
    errorCodes.unsupportedMediaType,
    errorCodes.validation,
  ],
  tags,
  summary: 'Termii’s signed delivery reports and inbound messages (X-Termii-Signature)',
});

const secretParams = z.object({ secret: text(200) });

/** Africa's Talking's delivery report callback (form-encoded). */
export const africasTalkingDelivery = defineEndpoint({
  method: 'POST',
  path: '/api/messaging/africastalking/:secret/delivery',
  params: secretParams,
  body: z.looseObject({
    id: text(100),
    status: text(40),
    phoneNumber: text(40).optional(),
    networkCode: text(20).optional(),
    failureReason: text(200).optional(),
    retryCount: text(10).optional(),
  }),
  response: callbackAnswer,
  access: callbackAccess,
  errors: [errorCodes.callbackRefused, errorCodes.notFound],
  tags,
  summary: 'Africa’s Talking’s delivery reports, at the address with the school’s callback secret',
});

/** Africa's Talking's incoming messages callback (form-encoded): a STOP opts the number out. */
export const africasTalkingInbound = defineEndpoint({
  method: 'POST',
  path: '/api/messaging/africastalking/:secret/inbound',
  params: secretParams,
  body: z.looseObject({
    from: text(40),
    to: text(40).optional(),
    text: text(2000),
    date: text(40).optional(),
    id: text(100).optional(),
    linkId: text(100).optional(),
  }),
  response: callbackAnswer,
  access: callbackAccess,
  errors: [errorCodes.callbackRefused, errorCodes.notFound],
  tags,
  summary: 'Africa’s Talking’s incoming messages, at the address with the school’s callback secret',
});

/* The applicant's own channels (issue 25.2, decision 0090): consent, and the phone's one-time code. */
const own = { allow: APPLICANT, note: "the caller's own channels and phone" } as const;

export const getMyMessageConsents = defineEndpoint({
  method: 'GET',
  path: '/api/applicant/messageConsents',
  response: messageConsentsSchema,
  access: own,
  errors: [],
  tags,
  summary:
    'How we reach me: e-mail always, SMS and WhatsApp as I answered, my phone and whether it is confirmed',
});

export const sendPhoneCode = defineEndpoint({
  method: 'POST',
  path: '/api/applicant/messageConsents/phoneCode',
  response: phoneCodeSentSchema,
  access: own,
  errors: [errorCodes.noPhone, errorCodes.phoneCodeTooSoon],
  tags,
  summary: 'Send a 6-digit code by SMS to the phone on my profile',
  description: 'One a minute and 5 an hour; a new code replaces the last. The code expires in 10 minutes.',
});

export const confirmPhoneCode = defineEndpoint({
  method: 'POST',
  path: '/api/applicant/messageConsents/phoneCode/confirm',
  body: phoneCodeInputSchema,
  response: messageConsentsSchema,
  access: own,
  errors: [
    errorCodes.noPhone,
    errorCodes.phoneCodeInvalid,
    errorCodes.phoneCodeExpired,
    errorCodes.phoneCodeTriesUsed,
  ],
  tags,
  summary: 'Confirm my phone number with the code sent to it',
  description: '5 tries per code; a wrong code answers 422 with details.triesLeft.',
});

export const answerMessageConsent = defineEndpoint({
  method: 'PUT',
  path: '/api/applicant/messageConsents',
  body: messageConsentInputSchema,
  response: messageConsentsSchema,
  access: own,
  errors: [errorCodes.noPhone, errorCodes.phoneNotConfirmed, errorCodes.channelNotOffered],
  tags,
  summary: 'Accept or withdraw SMS or WhatsApp; a withdrawal holds back what still waits',
});
