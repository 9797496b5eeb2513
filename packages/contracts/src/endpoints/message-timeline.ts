import { emailParamSchema } from '../email.ts';
import { ADMIN, defineEndpoint, STAFF_ACT, STAFF_READ } from '../endpoint.ts';
import { errorCodes } from '../errors.ts';
import {
  bulkMessagePreviewInputSchema,
  bulkMessagePreviewSchema,
  oneOffMessageSchema,
  oneOffSentSchema,
  resendParamSchema,
  resentSchema,
  smsUnitCostSchema,
  timelinePageSchema,
  timelineQuerySchema,
} from '../message-timeline.ts';

/* An applicant's messages on every channel, and the staff's messages to one or many (issue 25.5, 25.6). */
const tags = ['messaging'];

export const getMessageTimeline = defineEndpoint({
  method: 'GET',
  path: '/api/elder/messages/:email',
  params: emailParamSchema,
  query: timelineQuerySchema,
  response: timelinePageSchema,
  access: { allow: STAFF_READ, note: 'Who may open the applicant’s profile may read their messages.' },
  errors: [errorCodes.notFound],
  tags,
  summary: 'Every message sent to an applicant on every channel, newest first, with its status',
});

export const resendMessage = defineEndpoint({
  method: 'POST',
  path: '/api/elder/messages/:email/:messageId/resend',
  params: resendParamSchema,
  response: resentSchema,
  status: 201,
  access: { allow: STAFF_ACT, actsOn: { in: 'params', field: 'email' } },
  errors: [errorCodes.notFound, errorCodes.rule],
  tags,
  summary: 'Queue a fresh copy of one message, same channel and content (not one with a one-time link)',
});

export const sendOneOffMessage = defineEndpoint({
  method: 'POST',
  path: '/api/elder/messages/:email',
  params: emailParamSchema,
  body: oneOffMessageSchema,
  response: oneOffSentSchema,
  status: 201,
  access: { allow: STAFF_ACT, actsOn: { in: 'params', field: 'email' } },
  errors: [errorCodes.notFound, errorCodes.rule],
  tags,
  summary: 'Write to one applicant by the channels they accepted; recorded in their activity log',
});

export const previewBulkMessage = defineEndpoint({
  method: 'POST',
  path: '/api/bulkActions/messagePreview',
  body: bulkMessagePreviewInputSchema,
  response: bulkMessagePreviewSchema,
  access: { allow: ADMIN },
  errors: [errorCodes.validation],
  tags: ['bulk-actions'],
  summary: 'A bulk message as each channel shows it, its recipients per channel, SMS units and cost',
});

export const getSmsUnitCost = defineEndpoint({
  method: 'GET',
  path: '/api/admin/smsUnitCost',
  response: smsUnitCostSchema,
  access: { allow: ADMIN },
  errors: [],
  tags,
  summary: 'The price of one SMS unit in naira, for the bulk message’s estimate',
});

export const updateSmsUnitCost = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/smsUnitCost',
  body: smsUnitCostSchema,
  response: smsUnitCostSchema,
  access: { allow: ADMIN },
  errors: [],
  tags,
  summary: 'Set the price of one SMS unit in naira',
});
