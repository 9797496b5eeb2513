import { errorCodes } from '@intake/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admittedLearner } from '../../../test/payment-gateway-harness.ts';
import { buildTestApp, testConfig } from '../../../test/test-app.ts';

describe('PAYMENTS_PROVIDER settings', () => {
  it('defaults to none', () => {
    expect(testConfig().payments).toEqual({ provider: null, timeoutMs: 10_000 });
  });

  it('refuses to start with a provider but without its keys, naming each', () => {
    expect(() => testConfig({ PAYMENTS_PROVIDER: 'paystack' })).toThrow(/PAYSTACK_SECRET_KEY: must be set/);
    expect(() =>
      testConfig({ PAYMENTS_PROVIDER: 'flutterwave', FLUTTERWAVE_SECRET_KEY: 'FLWSECK-x' }),
    ).toThrow(/FLUTTERWAVE_SECRET_HASH: must be set/);
    expect(() => testConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(/PAYMENTS_PROVIDER/);
  });

  it('uses the providers’ real addresses unless told otherwise', () => {
    const paystack = testConfig({ PAYMENTS_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_live_x' }).payments;
    expect(paystack).toMatchObject({
      provider: 'paystack',
      paystack: { baseUrl: 'https://api.paystack.co', preferredBank: 'wema-bank' },
    });
    const flutterwave = testConfig({
      PAYMENTS_PROVIDER: 'flutterwave',
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK-x',
      FLUTTERWAVE_SECRET_HASH: 'hash',
    }).payments;
    expect(flutterwave).toMatchObject({ flutterwave: { baseUrl: 'https://api.flutterwave.com/v3' } });
  });
});

describe('with no provider (as before issue 24)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers provider null and offers neither account nor checkout; the paying calls refuse', async () => {
    const learner = await admittedLearner(app, 100_000);
    const shown = await app.inject({
      method: 'GET',
      url: '/api/native/tuition/payment',
      headers: learner.auth,
    });
    expect(shown.json()).toEqual({
      provider: null,
      dueNowKobo: 10_000_000,
      balanceKobo: 10_000_000,
      paidKobo: 0,
      virtualAccount: null,
      checkout: false,
      transferAccounts: false,
      transferAccount: null,
    });
    for (const url of [
      '/api/native/tuition/checkout',
      '/api/native/tuition/payLink',
      '/api/native/tuition/transferAccount',
    ]) {
      const refused = await app.inject({ method: 'POST', url, headers: learner.auth });
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().code).toBe(errorCodes.wrongState);
    }
    const webhook = await app.inject({
      method: 'POST',
      url: '/api/webhooks/paystack',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': 'ab'.repeat(64) },
      payload: '{"event":"charge.success","data":{"reference":"r"}}',
    });
    expect(webhook.statusCode).toBe(404);
    const returned = await app.inject({
      method: 'POST',
      url: '/api/payments/checkoutReturn',
      payload: { reference: 'intake-x' },
    });
    expect(returned.statusCode).toBe(404);
  });
});
