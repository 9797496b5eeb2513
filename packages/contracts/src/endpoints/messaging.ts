import { z } from 'zod';
import { ADMIN, defineEndpoint } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import {
  messageKindParamSchema,
  messageRouteInputSchema,
  messageRouteSchema,
  messageRoutingSchema,
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
  errors: [errorCodes.callbackRefused, errorCodes.notFound],
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
