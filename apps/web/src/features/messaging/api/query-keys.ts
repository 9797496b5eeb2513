export const messagingKeys = {
  routing: ['admin', 'message-routing'] as const,
  smsUnitCost: ['admin', 'sms-unit-cost'] as const,
};
