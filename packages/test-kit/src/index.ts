// The test kit: start a portal and talk to it. Browser journeys, API tests, benches, fault
// scenarios, security scans and the scale-out proof all start portals and make data this way.

export { chromium } from './chromium.ts';
export {
  applicantsCsv,
  tinyPng,
  uniqueEmail,
  uniquePhone,
  uniquePng,
  validQuestionnaire,
} from './data.ts';
export { createTestDatabase, postgresServerUrl, type TestDatabase } from './database.ts';
export { type Answer, type HttpClient, httpClient, type Request } from './http-client.ts';
export { startNginx } from './nginx.ts';
export {
  type Delivery,
  type PaymentGatewaySimulator,
  type SimulatedTransaction,
  startPaymentGatewaySimulator,
} from './payment-gateway-simulator.ts';
export {
  KIT_ADMIN,
  KIT_JWT_SECRET,
  type Portal,
  type PortalOptions,
  repoRoot,
  startPortal,
} from './portal.ts';
export { freePort } from './ports.ts';
export {
  cycled,
  type RunningTaker,
  type SeededApplicant,
  seedApplicantsWithSessions,
  seedTestTakers,
  signSession,
  startTests,
  storedTestAnswers,
} from './seed.ts';
export {
  type ProviderMode,
  type SimulatedSend,
  startAfricasTalkingSimulator,
  startTermiiSimulator,
} from './sms-simulators.ts';
export { linkIn, type ReceivedMail, startSmtpListener } from './smtp-listener.ts';
