export const messagingKeys = {
  routing: ['admin', 'message-routing'] as const,
};
