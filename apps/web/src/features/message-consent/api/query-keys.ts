export const messageConsentKeys = {
  mine: ['applicant', 'message-consents'] as const,
};
