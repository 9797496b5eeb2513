export const privacyKeys = {
  erasureRequests: ['admin', 'erasure-requests'] as const,
};
